import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCountsSchema,
  bookingDetailsCopiedSchema,
  bookingIdParams,
  bookingListQuery,
  bookingRequestSchema,
  bookingSortOf,
  bookingSchema,
  bookingStatusChangeSchema,
  managedBookingSchema,
  managedVisitPhotoParams,
  manageTokenParams,
  rescheduleSchema,
  visitPhotoParams,
} from '../../../contracts/booking.schemas';
import { bookingMessages, manageMessages } from '../../../contracts/booking';
import type { AppDeps } from '../../app-deps';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { formAbuseLimit, isAutomatedSubmission } from '../../http/form-abuse';
import { authGuards, signedInUser } from '../auth';
import { adminBookings, bookingCounts, bookingCsvHeader, bookingCsvRow, bookingKey, bookingsOfEmail, type ListedBooking } from './booking-lists';
import { bookTechnician, changeBookingByCustomer, changeBookingStatus, findBooking, managedBooking } from './bookings';
import { z } from 'zod';
import { availabilityQuery, availabilitySchema, scheduleChangeSchema } from '../../../contracts/schedule.schemas';
import { scheduleMessages } from '../../../contracts/schedule';
import { availabilityOf } from './availability';
import { rescheduleVisit } from './moves';
import { reinstateBooking } from './reinstate';
import { copyBookingDetailsToCustomer } from './booking-customer';
import { visitPhotoByLink, visitPhotoFor } from './visit-photos';
import type { StoredFile } from '../../images/storage';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';

export const bookingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin, requireUser } = authGuards(deps);
  const { db, cursors } = deps;
  const encode = (row: ListedBooking) => bookingSchema.encode(row.booking);

  app.post(
    '/',
    { schema: { body: bookingRequestSchema, response: { 201: z.union([withMessage(bookingSchema), messageAnswerSchema]) } }, preHandler: formAbuseLimit(app, deps.config, 'booking') },
    async (request, reply) => {
      if (isAutomatedSubmission(request.body)) return reply.code(201).send({ message: bookingMessages.received });
      const booking = await bookTechnician(deps, request.body);
      return reply.code(201).send({ ...booking, message: booking.toArrange ? bookingMessages.toArrange : bookingMessages.received });
    },
  );

  const adminQuery = pageQuery.extend(bookingListQuery.shape);
  app.get('/', { schema: { querystring: adminQuery, response: { 200: listAnswer('bookings', bookingSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, ...filters } = request.query;
    const list = { name: 'bookings', scope: scopeOf('bookings/admin', { ...filters, sort: bookingSortOf(filters) }), read: adminBookings(db, filters), keyOf: bookingKey, encode } as const;
    return (await answerList(cursors, { limit, cursor }, list, reply)) ?? reply;
  });
  app.get('/counts', { schema: { response: { 200: bookingCountsSchema } }, preValidation: requireAdmin }, () => bookingCounts(db));
  app.get('/mine', { schema: { querystring: pageQuery, response: { 200: listAnswer('bookings', bookingSchema) } }, preValidation: requireUser }, async (request, reply) => {
    const { email } = signedInUser(request);
    const list = { name: 'bookings', scope: scopeOf('bookings/mine', { email }), read: bookingsOfEmail(db, email), keyOf: bookingKey, encode } as const;
    return (await answerList(cursors, request.query, list, reply)) ?? reply;
  });
  app.get('/export.csv', { schema: { querystring: bookingListQuery }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'bookings.csv', bookingCsvHeader, readAll(adminBookings(db, request.query), bookingKey), bookingCsvRow),
  );

  app.get('/manage/:token', { schema: { params: manageTokenParams, response: { 200: managedBookingSchema } } }, (request) => managedBooking(deps.db, request.params.token));
  app.post('/manage/:token/reschedule', { schema: { params: manageTokenParams, body: rescheduleSchema, response: { 200: withMessage(managedBookingSchema) } } }, async (request) => ({
    ...(await changeBookingByCustomer(deps, request.params.token, request.body)),
    message: manageMessages.rescheduled,
  }));
  app.post('/manage/:token/cancel', { schema: { params: manageTokenParams, response: { 200: withMessage(managedBookingSchema) } } }, async (request) => ({
    ...(await changeBookingByCustomer(deps, request.params.token, 'cancel')),
    message: manageMessages.cancelled,
  }));

  // A visit's photos are the customer's: never public, and never kept by a shared cache.
  const sendPhoto = (reply: FastifyReply, file: StoredFile) => {
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(file.body);
  };
  app.get('/:id/photos/:name', { schema: { params: visitPhotoParams }, preValidation: requireUser }, async (request, reply) =>
    sendPhoto(reply, await visitPhotoFor(deps, signedInUser(request), request.params.id, request.params.name)),
  );
  app.get('/manage/:token/photos/:name', { schema: { params: managedVisitPhotoParams } }, async (request, reply) =>
    sendPhoto(reply, await visitPhotoByLink(deps, request.params.token, request.params.name)),
  );
  app.get('/availability', { schema: { querystring: availabilityQuery, response: { 200: availabilitySchema } } }, (request) => availabilityOf(db, request.query.date, request.query.service));

  app.get('/:id', { schema: { params: bookingIdParams, response: { 200: bookingSchema } }, preValidation: requireAdmin }, (request) => findBooking(db, request.params.id));

  app.patch('/:id/status', { schema: { params: bookingIdParams, body: bookingStatusChangeSchema, response: { 200: withMessage(bookingSchema) } }, preValidation: requireAdmin }, async (request) => {
    const booking = await changeBookingStatus(deps, request.params.id, request.body);
    return { ...booking, message: bookingMessages.updated };
  });

  app.patch('/:id/schedule', { schema: { params: bookingIdParams, body: scheduleChangeSchema, response: { 200: withMessage(bookingSchema) } }, preValidation: requireAdmin }, async (request) => {
    const booking = await rescheduleVisit(deps, request.params.id, request.body);
    return { ...booking, message: scheduleMessages.moved };
  });

  app.post('/:id/reinstate', { schema: { params: bookingIdParams, response: { 200: withMessage(bookingSchema) } }, preValidation: requireAdmin }, async (request) => ({
    ...(await reinstateBooking(deps, request.params.id)),
    message: bookingMessages.reinstated,
  }));

  app.post('/:id/customer', { schema: { params: bookingIdParams, response: { 200: bookingDetailsCopiedSchema } }, preValidation: requireAdmin }, async (request) => ({
    customerId: await copyBookingDetailsToCustomer(deps, request.params.id),
    message: bookingMessages.detailsCopied,
  }));
};
