import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, handledChangeSchema, inboxMessageParams, inboxMessageSchema } from '../../../contracts/contact.schemas';
import { contactMessages } from '../../../contracts/contact';
import type { AppDeps } from '../../app-deps';
import { sendCsv } from '../../exports/csv';
import { formAbuseLimit, isAutomatedSubmission } from '../../form-abuse';
import { authGuards } from '../auth/guards';
import { findInboxMessage, inboxCsv, listInbox, markHandled, receiveContactMessage } from './contact';
import { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);

  app.post('/', { schema: { body: contactRequestSchema, response: { 201: messageAnswerSchema } }, preHandler: formAbuseLimit(app, deps.config, 'contact') }, async (request, reply) => {
    if (!isAutomatedSubmission(request.body)) await receiveContactMessage(deps, request.body);
    return reply.code(201).send({ message: contactMessages.sent });
  });

  app.get('/', { schema: { response: { 200: z.object({ messages: z.array(inboxMessageSchema) }) } }, preValidation: requireAdmin }, async () => ({ messages: await listInbox(deps.db) }));
  app.get('/export.csv', { preValidation: requireAdmin }, async (_request, reply) => sendCsv(reply, 'messages.csv', await inboxCsv(deps.db)));
  app.get('/:id', { schema: { params: inboxMessageParams, response: { 200: inboxMessageSchema } }, preValidation: requireAdmin }, (request) => findInboxMessage(deps.db, request.params.id));
  app.patch('/:id/handled', { schema: { params: inboxMessageParams, body: handledChangeSchema, response: { 200: inboxMessageSchema } }, preValidation: requireAdmin }, (request) =>
    markHandled(deps.db, request.params.id, request.body.handled),
  );
};
