import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignTransferSchema, reconciliationQuery, reconciliationSchema, transferAssignedSchema, transferIdParams, unmatchedTransfersSchema } from '../../../contracts/transfers.schemas';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { transferMessages } from '../../../contracts/transfers';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { assignTransfer, unmatchedTransfers } from './bank-transfers';
import { bankRefundRoutes } from './bank-refund-routes';
import { dayReconciliation, outstandingLinesOf, reconciliationCsvHeader, reconciliationKey, reconciliationPayments } from './reconciliation';
import { statementRoutes } from './statements/routes';

/** /api/transfers: money paid by transfer that the product could not place, the office's assigning of it, the company's own statement, and refunds sent to bank accounts. */
export const bankTransferRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  await app.register(statementRoutes, { ...deps, prefix: '/statements' });
  await app.register(bankRefundRoutes, { ...deps, prefix: '/refunds' });
  app.get('/unmatched', { schema: { response: { 200: unmatchedTransfersSchema } }, preValidation: requireAdmin }, async () => ({ transfers: await unmatchedTransfers(deps.db) }));
  app.get('/reconciliation', { schema: { querystring: reconciliationQuery, response: { 200: reconciliationSchema } }, preValidation: requireAdmin }, (request) =>
    dayReconciliation(deps.db, request.query.date),
  );
  app.get('/reconciliation.csv', { schema: { querystring: reconciliationQuery }, preValidation: requireAdmin }, (request, reply) => {
    const { date } = request.query;
    async function* lines() {
      for await (const line of readAll(reconciliationPayments(deps.db, date), reconciliationKey)) yield line.cells;
      yield* outstandingLinesOf(deps.db, date);
    }
    return sendCsv(reply, `reconciliation-${date}.csv`, reconciliationCsvHeader, lines(), (cells) => cells);
  });
  app.post('/:id/assign', { schema: { params: transferIdParams, body: assignTransferSchema, response: { 200: transferAssignedSchema } }, preValidation: requireAdmin }, async (request) => {
    const transfer = await assignTransfer(deps, request.params.id, request.body.number, signedInUser(request).id);
    return { message: transferMessages.assigned(request.body.number), transfer };
  });
};
