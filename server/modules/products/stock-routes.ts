import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productIdParams } from '../../../contracts/products.schemas';
import { productStockSchema, reorderLevelSchema, stockAdjustmentSchema } from '../../../contracts/stock.schemas';
import type { AppDeps } from '../../app-deps';
import { sendStoredMails } from '../../mail/outbox';
import { authGuards, signedInUser } from '../auth';
import { tellOfficeLowStock } from './low-stock';
import { adjustStock, productStock, setReorderLevel, type LowStock } from './stock';

/**
 * /api/products/{id}/stock and /reorder-level (admin): the office counts, receives, writes off and takes
 * back units, each change kept in the product's history; a fall below the reorder level is told once.
 * `onChange` empties this copy's catalogue cache (the others hear through the change's own NOTIFY).
 */
export function addStockRoutes(server: FastifyInstance, deps: AppDeps, onChange: () => void): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { requireAdmin } = authGuards(deps);
  const answer = { params: productIdParams, response: { 200: productStockSchema } };

  async function change(id: string, step: (tx: typeof db) => Promise<{ low: LowStock[] }>) {
    const queued = await db.transaction(async (tx) => tellOfficeLowStock(deps, tx, (await step(tx)).low));
    onChange();
    void sendStoredMails(queued);
    return productStock(db, id);
  }

  app.get('/:id/stock', { schema: answer, preValidation: requireAdmin }, (request) => productStock(db, request.params.id));
  app.post('/:id/stock', { schema: { ...answer, body: stockAdjustmentSchema }, preValidation: requireAdmin }, (request) =>
    change(request.params.id, (tx) => adjustStock(tx, request.params.id, request.body, signedInUser(request).name)),
  );
  app.put('/:id/reorder-level', { schema: { ...answer, body: reorderLevelSchema }, preValidation: requireAdmin }, (request) =>
    change(request.params.id, (tx) => setReorderLevel(tx, request.params.id, request.body.reorderLevel)),
  );
}
