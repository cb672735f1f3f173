import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignTransferSchema, transferAssignedSchema, transferIdParams, unmatchedTransfersSchema } from '../../../contracts/transfers.schemas';
import { transferMessages } from '../../../contracts/transfers';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { assignTransfer, unmatchedTransfers } from './bank-transfers';
import { bankRefundRoutes } from './bank-refund-routes';
import { statementRoutes } from './statements/routes';

/** /api/transfers: money paid by transfer that the product could not place, the office's assigning of it, the company's own statement, and refunds sent to bank accounts. */
export const bankTransferRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  await app.register(statementRoutes, { ...deps, prefix: '/statements' });
  await app.register(bankRefundRoutes, { ...deps, prefix: '/refunds' });
  app.get('/unmatched', { schema: { response: { 200: unmatchedTransfersSchema } }, preValidation: requireAdmin }, async () => ({ transfers: await unmatchedTransfers(deps.db) }));
  app.post('/:id/assign', { schema: { params: transferIdParams, body: assignTransferSchema, response: { 200: transferAssignedSchema } }, preValidation: requireAdmin }, async (request) => {
    const transfer = await assignTransfer(deps, request.params.id, request.body.number, signedInUser(request).id);
    return { message: transferMessages.assigned(request.body.number), transfer };
  });
};
