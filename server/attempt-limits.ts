import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

type AttemptLimit = { max: number; windowMs: number; keyOf: (request: FastifyRequest) => string };

/**
 * A preHandler that counts each attempt against every limit given and answers 429 with Retry-After at the
 * first one exceeded. Built on @fastify/rate-limit's store, so counters behave like the global limit's.
 */
export function limitAttempts(app: FastifyInstance, limits: AttemptLimit[]) {
  const limiters = limits.map((limit) => app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: limit.keyOf }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (outcome.isAllowed || !outcome.isExceeded) continue;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(outcome.ttlInSeconds / 60)} minutes.`);
    }
  };
}
