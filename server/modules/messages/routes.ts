import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';
import { messagingMessages, optOutWords } from '../../../contracts/messaging';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { termiiSignatureValid, whatsAppChallengeAnswer, whatsAppSignatureValid } from '../../messaging/webhook-signatures';
import { termiiReports, whatsAppReports } from '../../messaging/webhook-reports';
import { keepReports } from './reports';
import { endChannelsAskedToStop } from './consent';
import { optOut, optOutStanding } from './opt-out';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { optOutAnswerSchema, optOutParams, undeliveredMessageSchema } from '../../../contracts/messaging.schemas';
import { answerList, scopeOf } from '../../lists/answer';
import { authGuards } from '../auth';
import { undeliveredKey, undeliveredMessages, type ListedUndelivered } from './undelivered';
import { receivePhoneMessages } from '../contact';
import { replyRoutes } from './reply-routes';

const challengeQuery = z.object({ 'hub.mode': z.string().optional(), 'hub.verify_token': z.string().optional(), 'hub.challenge': z.string().optional() });

/**
 * /api/messages: what the messaging providers call (API.md "Messages"). Each checks the provider's signature
 * over the raw bytes before reading anything; an unsigned or forged call, or any call while the provider's
 * settings are unset, answers 401 and changes nothing. The reports are kept for the sending jobs to read. The
 * office reads here the messages no channel delivered (admins only).
 */
export const messageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
  const { requireAdmin } = authGuards(deps);
  await app.register(replyRoutes, { ...deps, prefix: '' });

  // What no channel delivered, for the office to call the customer instead.
  app.get('/undelivered', { schema: { querystring: pageQuery, response: { 200: listAnswer('messages', undeliveredMessageSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const list = {
      name: 'messages',
      scope: scopeOf('messages/undelivered', {}),
      read: undeliveredMessages(db),
      keyOf: undeliveredKey,
      encode: (row: ListedUndelivered) => undeliveredMessageSchema.encode(row.message),
    } as const;
    return (await answerList(deps.cursors, request.query, list, reply)) ?? reply;
  });

  // The opt-out link's page: what it ends, and the customer's press that ends it (API.md "Messages").
  app.get('/opt-out/:token', { schema: { params: optOutParams, response: { 200: optOutAnswerSchema } } }, (request) => optOutStanding(db, config.accessTokenSecret, request.params.token));
  app.post('/opt-out/:token', { schema: { params: optOutParams, response: { 200: withMessage(optOutAnswerSchema) } } }, async (request) => ({
    ...(await optOut(db, config.accessTokenSecret, request.params.token)),
    message: optOutWords.ended,
  }));

  // Meta's check of the callback address, answered with the bare challenge as Meta expects it.
  app.get('/whatsapp/webhook', { schema: { querystring: challengeQuery, response: { 200: z.string() } } }, async (request, reply) => {
    const challenge = config.whatsApp ? whatsAppChallengeAnswer(request.query, config.whatsApp.verifyToken) : undefined;
    if (challenge === undefined) throw new HttpError(401, messagingMessages.badSignature);
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const rawBodyOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

    webhooks.post('/whatsapp/webhook', { schema: { response: { 200: messageAnswerSchema } } }, async (request) => {
      const rawBody = rawBodyOf(request.body);
      if (!config.whatsApp || !whatsAppSignatureValid(rawBody, header(request.headers['x-hub-signature-256']), config.whatsApp.appSecret)) {
        throw new HttpError(401, messagingMessages.badSignature);
      }
      const reports = whatsAppReports(rawBody);
      await keepReports(db, reports);
      await endChannelsAskedToStop(db, reports);
      await receivePhoneMessages(db, deps.directory, reports);
      return { message: messagingMessages.received };
    });

    webhooks.post('/sms/webhook', { schema: { response: { 200: messageAnswerSchema } } }, async (request) => {
      const rawBody = rawBodyOf(request.body);
      if (!config.termii || !termiiSignatureValid(rawBody, header(request.headers['x-termii-signature']), config.termii.secretKey)) {
        throw new HttpError(401, messagingMessages.badSignature);
      }
      const reports = termiiReports(rawBody);
      await keepReports(db, reports);
      await endChannelsAskedToStop(db, reports);
      await receivePhoneMessages(db, deps.directory, reports);
      return { message: messagingMessages.received };
    });
  });
};
