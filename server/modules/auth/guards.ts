import type { FastifyRequest } from 'fastify';
import { authMessages } from '../../../contracts/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { users } from './tables';
import { HttpError } from '../../errors';
import { readSessionCookies } from './cookies';
import { findSessionUser, readAccessToken } from './sessions';

export type SignedInUser = typeof users.$inferSelect & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    signedInUser?: SignedInUser;
  }
}

/**
 * preHandlers for protected calls. The session is looked up on every call, so logging out, a password reset
 * or a change of role takes effect at once, not when the access token runs out.
 */
export function authGuards(deps: { config: Config; db: Database }) {
  const requireUser = async (request: FastifyRequest) => {
    const { accessToken } = readSessionCookies(request, deps.config);
    const claims = accessToken ? await readAccessToken(deps.config, accessToken) : undefined;
    const user = claims ? await findSessionUser(deps.db, claims) : undefined;
    if (!claims || !user) throw new HttpError(401, authMessages.notSignedIn);
    request.signedInUser = { ...user, sessionId: claims.sessionId };
  };
  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.signedInUser?.role !== 'admin') throw new HttpError(403, authMessages.adminOnly);
  };
  /** A technician's own calls (their day, their visits); admins and customers answer 403. */
  const requireTechnician = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.signedInUser?.role !== 'technician') throw new HttpError(403, authMessages.techniciansOnly);
  };
  return { requireUser, requireAdmin, requireTechnician };
}

/** For handlers behind requireUser: the guard has run, so the user is there. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw new HttpError(401, authMessages.notSignedIn);
  return request.signedInUser;
}
