import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initializePaymentSchema, paymentCheckedSchema, paymentReferenceParams, paymentStartedSchema } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { settleReport } from '../payments';
import type { RecheckedPayments } from '../payments';
import { shopPayee, startCheckout, verifyPayment } from './checkout';
import { claimNextOrderForCheck, countOrderCheck, markOrderFailed, releaseCheckClaim } from './orders';

/** How the shop's unconfirmed checkouts are asked about again (server/sweeps.ts). */
export const shopCheckoutRechecks = (deps: AppDeps): RecheckedPayments => ({
  what: 'shop checkouts',
  claimNext: ({ db }, leaseSeconds) => claimNextOrderForCheck(db, leaseSeconds),
  count: ({ db }, id) => countOrderCheck(db, id),
  fail: ({ db }, id) => markOrderFailed(db, id),
  release: ({ db }, id) => releaseCheckClaim(db, id),
  settle: (report) => settleReport(deps, [shopPayee], report, 'recheck'),
});

/** /api/payments/initialize and /verify (API.md): the shop's checkout. */
export const shopPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireUser } = authGuards(deps);
  app.post('/initialize', { schema: { body: initializePaymentSchema, response: { 200: paymentStartedSchema } }, preValidation: requireUser }, (request) =>
    startCheckout(deps, signedInUser(request), request.body.addressId, request.body.delivery),
  );

  app.get('/verify/:reference', { schema: { params: paymentReferenceParams, response: { 200: paymentCheckedSchema } }, preValidation: requireUser }, (request) =>
    verifyPayment(deps, signedInUser(request).id, request.params.reference),
  );
};
