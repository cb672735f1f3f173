import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitAttempts } from '../../attempt-limits';
import type { Config } from '../../config';

const windowMs = 15 * 60 * 1000;

/**
 * Two counters on every sign-up, login and reset: tight per account (guessing one password) and loose per
 * address (mobile carriers put many customers behind one IP).
 */
export function abuseLimits(app: FastifyInstance, config: Config) {
  const perIp = { max: config.authLimits.perIp, windowMs, keyOf: (request: FastifyRequest) => `auth-ip:${request.ip}` };
  const perAccount = (accountOf: (request: FastifyRequest) => string) =>
    limitAttempts(app, [perIp, { max: config.authLimits.perEmail, windowMs, keyOf: (request) => `auth-account:${accountOf(request)}` }]);
  return {
    perEmail: perAccount((request) => (request.body as { email: string }).email),
    perToken: perAccount((request) => (request.params as { token: string }).token),
  };
}
