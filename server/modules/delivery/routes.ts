import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryZonesRequestSchema, deliveryZonesSchema } from '../../../contracts/delivery.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards } from '../auth';
import { saveZones, toZoneJson, zonesInForce } from './delivery';

/** /api/delivery/zones: anyone reads them (checkout shows the fee before payment); the office saves the whole set. */
export const deliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { requireAdmin } = authGuards(deps);
  const answer = { response: { 200: deliveryZonesSchema } };
  app.get('/zones', { schema: answer }, async () => ({ zones: (await zonesInForce(db)).map(toZoneJson) }));
  app.put('/zones', { schema: { ...answer, body: deliveryZonesRequestSchema }, preValidation: requireAdmin }, async (request) => ({
    zones: (await saveZones(db, request.body)).map(toZoneJson),
  }));
};
