import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authGuards } from '../auth';
import { adminSummary, dashboardFigures } from './dashboard';
import { backOfficeSummarySchema, dashboardSchema } from '../../../contracts/dashboard.schemas';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', authGuards(deps).requireAdmin);
  app.get('/summary', { schema: { response: { 200: backOfficeSummarySchema } } }, () => adminSummary(deps.db));
  app.get('/dashboard', { schema: { response: { 200: dashboardSchema } } }, () => dashboardFigures(deps.db));
};
