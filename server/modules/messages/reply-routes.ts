import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyTexts } from '../../../contracts/conversations';
import { replyAnswerSchema, replyOptionsQuery, replyOptionsSchema, replyRequestSchema } from '../../../contracts/conversations.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { queueReply, replyOptions } from './replies';

/** /api/messages/replies: the office answers a customer's message from the inbox (admins only). */
export const replyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);

  app.get('/replies/options', { schema: { querystring: replyOptionsQuery, response: { 200: replyOptionsSchema } }, preValidation: requireAdmin }, (request) =>
    replyOptions(deps.db, request.query.phone),
  );

  // 201 for the reply this call stored; 200 with the same reply for the same form sent again.
  app.post('/replies', { schema: { body: replyRequestSchema, response: { 200: replyAnswerSchema, 201: replyAnswerSchema } }, preValidation: requireAdmin }, async (request, reply) => {
    const { reply: stored, made } = await queueReply(deps.jobs, deps.db, request.body, signedInUser(request).email);
    return reply.code(made ? 201 : 200).send({ reply: stored, message: made ? replyTexts.queued : replyTexts.alreadyQueued });
  });
};
