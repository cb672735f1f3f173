import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitAttempts } from '../../http/attempt-limits';
import type { Config } from '../../config';
import { hashSecretToken } from './secret-tokens';

const windowMs = 15 * 60 * 1000;

/**
 * Sign-up, forgot-password and the mailed links each count every attempt, in counters of their own: tight per
 * account or link and loose per address (mobile carriers put many customers behind one IP). Sign-in counts
 * only failed guesses, in sign-in-throttle.ts, so that none of these can lock the owner out of the others.
 */
export function abuseLimits(app: FastifyInstance, config: Config) {
  const limited = (purpose: string, accountOf: (request: FastifyRequest) => string) =>
    limitAttempts(app, [
      { max: config.authLimits.perIp, windowMs, keyOf: (request) => `${purpose}-ip:${request.ip}` },
      { max: config.authLimits.perEmail, windowMs, keyOf: (request) => `${purpose}-account:${accountOf(request)}` },
    ]);
  const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;
  // A link's counter is named by its token's hash: the token itself is kept nowhere (API.md, Accounts).
  const tokenOf = (request: FastifyRequest) => hashSecretToken((request.params as { token: string }).token);
  return {
    signup: limited('signup', emailOf),
    forgotPassword: limited('reset-mail', emailOf),
    resetLink: limited('reset-link', tokenOf),
    emailChangeLink: limited('email-link', tokenOf),
    signInLink: limited('sign-in-link', tokenOf),
  };
}
