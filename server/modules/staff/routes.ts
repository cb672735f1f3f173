import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { staffChangeSchema, staffIdParams, staffInviteSchema, staffListSchema, staffMemberSchema } from '../../../contracts/staff.schemas';
import {
  holidayAddedSchema,
  holidayIdParams,
  holidayListSchema,
  holidayRequestSchema,
  hoursRequestSchema,
  timeOffAddedSchema,
  timeOffListSchema,
  timeOffParams,
  timeOffRequestSchema,
} from '../../../contracts/time-off.schemas';
import { staffMessages } from '../../../contracts/staff';
import { timeOffMessages } from '../../../contracts/time-off';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { authGuards, signedInUser } from '../auth';
import { changeStaff, findStaff, inviteStaff, listStaff, requestHours } from './staff';
import { addHoliday, addTimeOff, listHolidays, removeHoliday, removeTimeOff, timeOffOf } from './time-off';

/**
 * Admins invite and manage the company's staff (API.md "Staff, schedule and visits"); a technician reads
 * their own record and time off, adds time off and asks for other hours (API.md 2026-11-28).
 */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin, requireUser } = authGuards(deps);
  /** The office, or the technician the path names. */
  const requireSelfOrAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    const user = signedInUser(request);
    const { id } = request.params as { id?: string };
    if (user.role !== 'admin' && !(user.role === 'technician' && user.id === id)) throw new HttpError(403, timeOffMessages.notYours);
  };

  app.post('/', { schema: { body: staffInviteSchema, response: { 201: withMessage(staffMemberSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const member = await inviteStaff(deps, request.body);
    return reply.code(201).send({ ...member, message: staffMessages.invited });
  });

  app.get('/', { schema: { response: { 200: staffListSchema } }, preValidation: requireAdmin }, async () => ({ staff: await listStaff(deps.db) }));

  app.get('/:id', { schema: { params: staffIdParams, response: { 200: staffMemberSchema } }, preValidation: requireSelfOrAdmin }, (request) => findStaff(deps.db, request.params.id));

  app.patch('/:id', { schema: { params: staffIdParams, body: staffChangeSchema, response: { 200: withMessage(staffMemberSchema) } }, preValidation: requireAdmin }, async (request) => {
    const member = await changeStaff(deps, signedInUser(request).id, request.params.id, request.body);
    return { ...member, message: staffMessages.updated };
  });

  app.put(
    '/:id/hours-request',
    { schema: { params: staffIdParams, body: hoursRequestSchema, response: { 200: withMessage(staffMemberSchema) } }, preValidation: requireSelfOrAdmin },
    async (request) => ({
      ...(await requestHours(deps.db, request.params.id, request.body.workingHours)),
      message: timeOffMessages.hoursRequested,
    }),
  );

  app.get('/:id/time-off', { schema: { params: staffIdParams, response: { 200: timeOffListSchema } }, preValidation: requireSelfOrAdmin }, async (request) => ({
    timeOff: await timeOffOf(deps.db, request.params.id),
  }));

  app.post('/:id/time-off', { schema: { params: staffIdParams, body: timeOffRequestSchema, response: { 201: timeOffAddedSchema } }, preValidation: requireSelfOrAdmin }, async (request, reply) => {
    const added = await addTimeOff(deps.db, request.params.id, request.body);
    return reply.code(201).send({ ...added, message: added.clashes.length > 0 ? timeOffMessages.addedWithClashes : timeOffMessages.added });
  });

  app.delete('/:id/time-off/:timeOffId', { schema: { params: timeOffParams, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await removeTimeOff(deps.db, request.params.id, request.params.timeOffId);
    return { message: timeOffMessages.removed };
  });
};

/** The company's public holidays (API.md 2026-11-28): staff read them, the office keeps them. */
export const holidayRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin, requireUser } = authGuards(deps);
  const requireStaff = async (request: FastifyRequest) => {
    await requireUser(request);
    if (signedInUser(request).role === 'customer') throw new HttpError(403, timeOffMessages.staffOnly);
  };

  app.get('/', { schema: { response: { 200: holidayListSchema } }, preValidation: requireStaff }, async () => ({ holidays: await listHolidays(deps.db) }));

  app.post('/', { schema: { body: holidayRequestSchema, response: { 201: holidayAddedSchema } }, preValidation: requireAdmin }, async (request, reply) => {
    const added = await addHoliday(deps.db, request.body);
    return reply.code(201).send({ ...added, message: added.clashes.length > 0 ? timeOffMessages.holidayAddedWithClashes : timeOffMessages.holidayAdded });
  });

  app.delete('/:id', { schema: { params: holidayIdParams, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await removeHoliday(deps.db, request.params.id);
    return { message: timeOffMessages.holidayRemoved };
  });
};
