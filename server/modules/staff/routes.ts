import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffChangeSchema, staffIdParams, staffInviteSchema, staffListSchema, staffMemberSchema } from '../../../contracts/staff.schemas';
import { staffMessages } from '../../../contracts/staff';
import { withMessage } from '../../../contracts/api.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { changeStaff, inviteStaff, listStaff } from './staff';

/** Admins invite and manage the company's staff (API.md "Staff, schedule and visits"). */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);

  app.post('/', { schema: { body: staffInviteSchema, response: { 201: withMessage(staffMemberSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const member = await inviteStaff(deps, request.body);
    return reply.code(201).send({ ...member, message: staffMessages.invited });
  });

  app.get('/', { schema: { response: { 200: staffListSchema } }, preValidation: requireAdmin }, async () => ({ staff: await listStaff(deps.db) }));

  app.patch('/:id', { schema: { params: staffIdParams, body: staffChangeSchema, response: { 200: withMessage(staffMemberSchema) } }, preValidation: requireAdmin }, async (request) => {
    const member = await changeStaff(deps, signedInUser(request).id, request.params.id, request.body);
    return { ...member, message: staffMessages.updated };
  });
};
