import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, handledChangeSchema, inboxFiltersSchema, inboxMessageParams, inboxMessageSchema } from '../../../contracts/contact.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { contactMessages } from '../../../contracts/contact';
import type { AppDeps } from '../../app-deps';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { formAbuseLimit, isAutomatedSubmission } from '../../http/form-abuse';
import { authGuards } from '../auth';
import { findInboxMessage, markHandled, receiveContactMessage } from './contact';
import { inboxCsvHeader, inboxCsvRow, inboxMessages, messageKey, type ListedMessage } from './inbox-list';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);

  app.post('/', { schema: { body: contactRequestSchema, response: { 201: messageAnswerSchema } }, preHandler: formAbuseLimit(app, deps.config, 'contact') }, async (request, reply) => {
    if (!isAutomatedSubmission(request.body)) await receiveContactMessage(deps, request.body);
    return reply.code(201).send({ message: contactMessages.sent });
  });

  const encode = (row: ListedMessage) => inboxMessageSchema.encode(row.message);
  const listQuery = pageQuery.extend(inboxFiltersSchema.shape);
  app.get('/', { schema: { querystring: listQuery, response: { 200: listAnswer('messages', inboxMessageSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, ...filters } = request.query;
    const list = { name: 'messages', scope: scopeOf('inbox', filters), read: inboxMessages(deps.db, filters), keyOf: messageKey, encode } as const;
    return (await answerList(deps.cursors, { limit, cursor }, list, reply)) ?? reply;
  });
  app.get('/export.csv', { schema: { querystring: inboxFiltersSchema }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'messages.csv', inboxCsvHeader, readAll(inboxMessages(deps.db, request.query), messageKey), inboxCsvRow),
  );
  app.get('/:id', { schema: { params: inboxMessageParams, response: { 200: inboxMessageSchema } }, preValidation: requireAdmin }, (request) => findInboxMessage(deps.db, request.params.id));
  app.patch('/:id/handled', { schema: { params: inboxMessageParams, body: handledChangeSchema, response: { 200: inboxMessageSchema } }, preValidation: requireAdmin }, (request) =>
    markHandled(deps.db, request.params.id, request.body.handled),
  );
};
