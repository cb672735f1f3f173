import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/**
 * GET /api/health: alive, with its database (liveness). GET /api/health/ready: whether this copy wants new
 * requests (readiness): 503 from the moment it is told to stop, while it still serves, so the load balancer
 * takes it out before it closes. It also says whether the image store answers: every copy shares the bucket, so
 * a bucket down is reported (here and in /metrics) without taking every copy out of the load balancer.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, lifecycle, images }) => {
  const unavailable = z.object({ message: z.string(), status: z.enum(['unavailable', 'draining']) });
  const alive = z.object({ status: z.literal('ok'), database: z.literal('ok') });
  const schema = { response: { 200: alive, 503: unavailable } };
  const readySchema = { response: { 200: alive.extend({ images: z.enum(['ok', 'unreachable']) }), 503: unavailable } };
  const databaseAnswers = async () =>
    db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return false;
      },
    );
  app.get('/', { schema }, async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok', database: 'ok' } as const;
    return reply.code(503).send({ message: 'The database is not reachable', status: 'unavailable' as const });
  });
  app.get('/ready', { schema: readySchema }, async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ message: 'This server is stopping', status: 'draining' as const });
    const [database, imageStore] = await Promise.all([databaseAnswers(), images.reachable()]);
    if (!database) return reply.code(503).send({ message: 'The database is not reachable', status: 'unavailable' as const });
    if (!imageStore) app.log.warn({ store: images.where }, 'readiness: the image store does not answer');
    return { status: 'ok', database: 'ok', images: imageStore ? 'ok' : 'unreachable' } as const;
  });
};
