import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daySheetQuery, myDayQuery, myDaySchema, scheduleRangeQuery, scheduleSchema, visitIdParams, visitProgressSchema } from '../../../contracts/schedule.schemas';
import { bookingSchema } from '../../../contracts/booking.schemas';
import { withMessage } from '../../../contracts/api.schemas';
import { scheduleMessages } from '../../../contracts/schedule';
import type { AppDeps } from '../../app-deps';
import { uploadBodyLimit } from '../../images/upload';
import { authGuards, signedInUser } from '../auth';
import { daySheetPdf, reportVisitProgress, technicianDay } from '../bookings';
import { scheduleOf } from './board';

/** The office's schedule board and day sheets, and a technician's own day and reports (API.md "Staff, schedule and visits"). */
export const scheduleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin, requireTechnician } = authGuards(deps);
  const { db } = deps;

  app.get('/', { schema: { querystring: scheduleRangeQuery, response: { 200: scheduleSchema } }, preValidation: requireAdmin }, (request) => scheduleOf(db, request.query.from, request.query.to));

  app.get('/day-sheet/pdf', { schema: { querystring: daySheetQuery }, preValidation: requireAdmin }, async (request, reply) => {
    const { filename, pdf } = await daySheetPdf(db, request.query.technicianId, request.query.date);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', 'no-store').send(pdf);
  });

  app.get('/mine', { schema: { querystring: myDayQuery, response: { 200: myDaySchema } }, preValidation: requireTechnician }, (request) => {
    const technician = signedInUser(request);
    return technicianDay(db, technician, request.query.date);
  });

  app.post(
    '/mine/:id/progress',
    { schema: { params: visitIdParams, body: visitProgressSchema, response: { 200: withMessage(bookingSchema) } }, bodyLimit: uploadBodyLimit, preValidation: requireTechnician },
    async (request) => {
      const visit = await reportVisitProgress(deps, signedInUser(request), request.params.id, request.body);
      return { ...visit, message: scheduleMessages.progressSaved };
    },
  );
};
