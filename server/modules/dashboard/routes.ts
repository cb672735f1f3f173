import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authGuards } from '../auth/guards';
import { adminSummary, dashboardFigures } from './dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', authGuards(deps).requireAdmin);
  app.get('/summary', () => adminSummary(deps.db));
  app.get('/dashboard', () => dashboardFigures(deps.db));
};
