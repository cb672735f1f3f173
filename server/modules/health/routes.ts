import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const schema = {
    response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), 503: z.object({ message: z.string(), status: z.literal('unavailable') }) },
  };
  app.get('/', { schema }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ message: 'The database is not reachable', status: 'unavailable' as const });
    }
  });
};
