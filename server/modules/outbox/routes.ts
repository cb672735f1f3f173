import { messageAnswerSchema } from '../../../contracts/api.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { outboxMessages } from '../../../contracts/outbox';
import { failedMailParams, failedMailSchema } from '../../../contracts/outbox.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { answerList, scopeOf } from '../../lists/answer';
import { authGuards } from '../auth';
import { failedMailKey, failedMails, retryFailedMail, type ListedFailedMail } from './failed-mail';

/** /api/mail: what the office sees of the mail queue. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  app.get('/failed', { schema: { querystring: pageQuery, response: { 200: listAnswer('mails', failedMailSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const list = { name: 'mails', scope: scopeOf('mail/failed', {}), read: failedMails(deps.db), keyOf: failedMailKey, encode: (row: ListedFailedMail) => failedMailSchema.encode(row.mail) } as const;
    return (await answerList(deps.cursors, request.query, list, reply)) ?? reply;
  });
  app.post('/failed/:id/retry', { schema: { params: failedMailParams, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await retryFailedMail(deps.db, request.params.id);
    deps.jobs.wake();
    return { message: outboxMessages.retried };
  });
};
