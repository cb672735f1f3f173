import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages, contactRequestSchema } from '../../../contracts/contact';
import type { AppDeps } from '../../app';
import { formAbuseLimit, isAutomatedSubmission } from '../../form-abuse';
import { receiveContactMessage } from './contact';

export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post('/', { schema: { body: contactRequestSchema }, preHandler: formAbuseLimit(app, deps.config, 'contact') }, async (request, reply) => {
    if (!isAutomatedSubmission(request.body)) await receiveContactMessage({ ...deps, log: app.log }, request.body);
    return reply.code(201).send({ message: contactMessages.sent });
  });
};
