import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParams,
  bookingListQuery,
  bookingRequestSchema,
  bookingSchema,
  bookingStatusChangeSchema,
  managedBookingSchema,
  manageTokenParams,
  rescheduleSchema,
} from '../../../contracts/booking.schemas';
import { bookingMessages, manageMessages } from '../../../contracts/booking';
import type { AppDeps } from '../../app-deps';
import { sendCsv } from '../../exports/csv';
import { formAbuseLimit, isAutomatedSubmission } from '../../form-abuse';
import { authGuards, signedInUser } from '../auth/guards';
import { bookingsCsv, bookingsOfEmail, bookTechnician, changeBookingByCustomer, changeBookingStatus, findBooking, listBookings, managedBooking } from './bookings';
import { z } from 'zod';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';

export const bookingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin, requireUser } = authGuards(deps);
  const bookingList = z.object({ bookings: z.array(bookingSchema) });

  app.post('/', { schema: { body: bookingRequestSchema, response: { 201: z.union([withMessage(bookingSchema), messageAnswerSchema]) } }, preHandler: formAbuseLimit(app, deps.config, 'booking') }, async (request, reply) => {
    if (isAutomatedSubmission(request.body)) return reply.code(201).send({ message: bookingMessages.received });
    const booking = await bookTechnician(deps, request.body);
    return reply.code(201).send({ ...booking, message: bookingMessages.received });
  });

  app.get('/', { schema: { querystring: bookingListQuery, response: { 200: bookingList } }, preValidation: requireAdmin }, async (request) => ({ bookings: await listBookings(deps.db, request.query) }));
  app.get('/mine', { schema: { response: { 200: bookingList } }, preValidation: requireUser }, async (request) => ({ bookings: await bookingsOfEmail(deps.db, signedInUser(request).email) }));
  app.get('/export.csv', { preValidation: requireAdmin }, async (_request, reply) => sendCsv(reply, 'bookings.csv', await bookingsCsv(deps.db)));

  app.get('/manage/:token', { schema: { params: manageTokenParams, response: { 200: managedBookingSchema } } }, (request) => managedBooking(deps.db, request.params.token));
  app.post('/manage/:token/reschedule', { schema: { params: manageTokenParams, body: rescheduleSchema, response: { 200: withMessage(managedBookingSchema) } } }, async (request) => ({
    ...(await changeBookingByCustomer(deps, request.params.token, request.body)),
    message: manageMessages.rescheduled,
  }));
  app.post('/manage/:token/cancel', { schema: { params: manageTokenParams, response: { 200: withMessage(managedBookingSchema) } } }, async (request) => ({
    ...(await changeBookingByCustomer(deps, request.params.token, 'cancel')),
    message: manageMessages.cancelled,
  }));

  app.get('/:id', { schema: { params: bookingIdParams, response: { 200: bookingSchema } }, preValidation: requireAdmin }, (request) => findBooking(deps.db, request.params.id));

  app.patch('/:id/status', { schema: { params: bookingIdParams, body: bookingStatusChangeSchema, response: { 200: withMessage(bookingSchema) } }, preValidation: requireAdmin }, async (request) => {
    const booking = await changeBookingStatus(deps, request.params.id, request.body);
    return { ...booking, message: bookingMessages.updated };
  });
};
