import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { authGuards, signedInUser } from '../auth/guards';
import { listAllOrders, listOrdersOf } from './orders';

export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireUser, requireAdmin } = authGuards(deps);
  app.get('/user', { preValidation: requireUser }, (request) => listOrdersOf(deps.db, signedInUser(request).id));
  app.get('/admin', { preValidation: requireAdmin }, async () => ({ orders: await listAllOrders(deps.db) }));
};
