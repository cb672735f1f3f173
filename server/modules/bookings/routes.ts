import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParams, bookingMessages, bookingRequestSchema } from '../../../contracts/booking';
import type { AppDeps } from '../../app';
import { sendCsv } from '../../exports/csv';
import { formAbuseLimit, isAutomatedSubmission } from '../../form-abuse';
import { authGuards } from '../auth/guards';
import { bookingsCsv, bookTechnician, findBooking, listBookings } from './bookings';

export const bookingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  const bookingDeps = { ...deps, log: app.log };

  app.post('/', { schema: { body: bookingRequestSchema }, preHandler: formAbuseLimit(app, deps.config, 'booking') }, async (request, reply) => {
    if (isAutomatedSubmission(request.body)) return reply.code(201).send({ message: bookingMessages.received });
    const booking = await bookTechnician(bookingDeps, request.body);
    return reply.code(201).send({ ...booking, message: bookingMessages.received });
  });

  app.get('/', { preValidation: requireAdmin }, async () => ({ bookings: await listBookings(deps.db) }));
  app.get('/export.csv', { preValidation: requireAdmin }, async (_request, reply) => sendCsv(reply, 'bookings.csv', await bookingsCsv(deps.db)));

  app.get('/:id', { schema: { params: bookingIdParams }, preValidation: requireAdmin }, (request) => findBooking(deps.db, request.params.id));
};
