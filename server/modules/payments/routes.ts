import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { initializePaymentSchema, paymentCheckedSchema, paymentReferenceParams, paymentStartedSchema } from '../../../contracts/payments.schemas';
import { paymentMessages } from '../../../contracts/payments';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { decideSandboxTransaction, findSandboxTransaction, sandboxPagePath } from '../../payments/sandbox';
import { authGuards, signedInUser } from '../auth/guards';
import { settlePayment, startCheckout, verifyPayment } from './checkout';
import { verifyServicePayment } from './service-checkouts';
import { recordPaymentEvent } from './payment-events';
import { scheduleRechecks } from './pending-checks';
import { sandboxPaymentPage } from './sandbox-page';
import { readWebhook } from './webhook';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
  const { requireUser } = authGuards(deps);
  let stopRechecks: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopRechecks = scheduleRechecks(deps, config.paymentRecheckIntervalMs);
  });
  app.addHook('onClose', async () => stopRechecks?.());

  app.post('/initialize', { schema: { body: initializePaymentSchema, response: { 200: paymentStartedSchema } }, preValidation: requireUser }, (request) =>
    startCheckout(deps, signedInUser(request), request.body.addressId),
  );

  app.get('/verify/:reference', { schema: { params: paymentReferenceParams, response: { 200: paymentCheckedSchema } }, preValidation: requireUser }, (request) =>
    verifyPayment(deps, signedInUser(request).id, request.params.reference),
  );

  // A deposit or an invoice paid from a private link, without an account: the random reference is the key.
  app.get('/services/:reference', { schema: { params: paymentReferenceParams, response: { 200: paymentCheckedSchema } } }, (request) =>
    verifyServicePayment(deps, request.params.reference, (report) => settlePayment(deps, report, 'verify')),
  );

  // The signature covers the exact bytes Paystack sent, so this route reads the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/webhook', { schema: { response: { 200: messageAnswerSchema } } }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!deps.paymentProvider.isGenuineWebhook(rawBody, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(401, paymentMessages.badSignature);
      }
      const webhookReport = readWebhook(rawBody);
      if (webhookReport?.settles) await settlePayment(deps, webhookReport.report, 'webhook');
      else if (webhookReport) await recordPaymentEvent(db, webhookReport.report, 'webhook');
      return { message: 'Received' };
    });
  });

  if (!config.paystack.secretKey) registerSandboxPages(app, deps);
};

const sandboxParams = z.object({ reference: paymentReferenceParams.shape.reference, decision: z.enum(['pay', 'decline', 'cancel']) });

function registerSandboxPages(app: Parameters<FastifyPluginAsyncZod<AppDeps>>[0], deps: AppDeps) {
  const { db, config } = deps;
  const pageUrlOf = (reference: string) => `${config.publicUrl}${sandboxPagePath}/${reference}`;
  app.get('/sandbox/:reference', { schema: { params: paymentReferenceParams, hide: true } }, async (request, reply) => {
    const transaction = await findSandboxTransaction(db, request.params.reference);
    if (!transaction) throw new HttpError(404, paymentMessages.orderNotFound);
    const page = sandboxPaymentPage(transaction, pageUrlOf(transaction.reference));
    return reply.header('content-security-policy', page.policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  });
  // The page's forms post with no fields; the decision is in the path.
  app.register(async (decisions) => {
    decisions.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
    decisions.post('/sandbox/:reference/:decision', { schema: { params: sandboxParams, hide: true } }, async (request, reply) => {
      const { reference, decision } = request.params as z.infer<typeof sandboxParams>;
      const transaction = await findSandboxTransaction(db, reference);
      if (!transaction) throw new HttpError(404, paymentMessages.orderNotFound);
      if (decision !== 'cancel') await decideSandboxTransaction(db, reference, decision === 'pay' ? 'success' : 'failed');
      // A declined card stays on the page for another try; paying or cancelling goes back to the shop as Paystack does.
      if (decision === 'decline') return reply.redirect(pageUrlOf(reference), 303);
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', reference);
      back.searchParams.set('reference', reference);
      return reply.redirect(back.toString(), 303);
    });
  });
}
