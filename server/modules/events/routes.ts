import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParams, eventRequestSchema, eventSchema } from '../../../contracts/events.schemas';
import { eventMessages } from '../../../contracts/events';
import type { AppDeps } from '../../app-deps';
import { uploadBodyLimit } from '../../images/upload';
import { authGuards } from '../auth';
import { addEvent, deleteEvent, listEvents } from './events';
import { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  const { images } = deps;

  app.get('/', { schema: { response: { 200: z.array(eventSchema) } } }, () => listEvents(deps.db));

  app.post('/', { schema: { body: eventRequestSchema, response: { 201: eventSchema } }, bodyLimit: uploadBodyLimit, preValidation: requireAdmin }, async (request, reply) => {
    const event = await addEvent(deps.db, request.body.image, images);
    return reply.code(201).send(event);
  });

  app.delete('/:id', { schema: { params: eventIdParams, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await deleteEvent(deps.db, request.params.id, images);
    return { message: eventMessages.deleted };
  });
};
