import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../errors';

const windowMs = 15 * 60 * 1000;

/**
 * Two counters on every sign-up, login and reset: tight per account (guessing one password) and loose per
 * address (mobile carriers put many customers behind one IP). Both count every attempt; the first one
 * exceeded answers 429 with Retry-After.
 */
export function abuseLimits(app: FastifyInstance, config: Config) {
  const perIp = app.createRateLimit({ max: config.authLimits.perIp, timeWindow: windowMs, keyGenerator: (request) => `auth-ip:${request.ip}` });
  const perAccount = (accountOf: (request: FastifyRequest) => string) => {
    const limiter = app.createRateLimit({ max: config.authLimits.perEmail, timeWindow: windowMs, keyGenerator: (request) => `auth-account:${accountOf(request)}` });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limit of [perIp, limiter]) {
        const outcome = await limit(request);
        if (outcome.isAllowed || !outcome.isExceeded) continue;
        reply.header('retry-after', String(outcome.ttlInSeconds));
        throw new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(outcome.ttlInSeconds / 60)} minutes.`);
      }
    };
  };
  return {
    perEmail: perAccount((request) => (request.body as { email: string }).email),
    perToken: perAccount((request) => (request.params as { token: string }).token),
  };
}
