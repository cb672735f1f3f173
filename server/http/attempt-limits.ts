import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

type AttemptLimit = { max: number; windowMs: number; keyOf: (request: FastifyRequest) => string };

/**
 * A preHandler that counts each attempt against every limit given and answers 429 with Retry-After at the
 * first one exceeded. Built on @fastify/rate-limit's store, so counters behave like the global limit's.
 */
export function limitAttempts(app: FastifyInstance, limits: AttemptLimit[]) {
  const limiters = limits.map((limit) => app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: limit.keyOf }));
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (outcome.isAllowed || !outcome.isExceeded) continue;
      throw tooManyAttempts(outcome.ttlInSeconds);
    }
  };
}

/** The 429 every limit answers, with the wait in its Retry-After header and in words. */
export function tooManyAttempts(retryAfterSeconds: number, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, extra, { 'retry-after': String(retryAfterSeconds) });
}
