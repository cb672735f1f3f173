import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentReferenceParams } from '../../../contracts/payments.schemas';
import { sandboxTransferSchema } from '../../../contracts/transfers.schemas';
import { transferMessages } from '../../../contracts/transfers';
import { paymentMessages } from '../../../contracts/payments';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { decideSandboxTransaction, findSandboxTransaction, sandboxPagePath } from '../../payments/sandbox';
import { payeeOf, settleReport, type Payee, type TransferTaker } from './payees';
import { recordPaymentEvent } from './payment-events';
import { sandboxPaymentPage } from './sandbox-page';
import { recordAccountAssignment } from './virtual-accounts';
import { readWebhook } from './webhook';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

/**
 * /api/payments: what the provider itself calls (the webhook) and the sandbox's pages. Every report is kept
 * and handed to the payee its reference belongs to (`payees`, given by api-modules.ts: shop orders, service work), or,
 * for money paid into a customer's own account number, to `takeTransfer`;
 * the customers' calls that start and verify payments are registered by those modules.
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps & { payees: readonly Payee[]; takeTransfer: TransferTaker }> = async (app, { payees, takeTransfer, ...deps }) => {
  const { config, db } = deps;

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
      if (!webhookReport) return { message: 'Received' };
      if ('assignment' in webhookReport) await recordAccountAssignment(db, webhookReport.assignment);
      else if ('transfer' in webhookReport) {
        await recordPaymentEvent(db, webhookReport.report, 'webhook');
        await takeTransfer(deps, webhookReport.transfer);
      } else if ('refund' in webhookReport) await payeeOf(payees, webhookReport.refund.reference)?.refundReported?.(deps, webhookReport.refund);
      else if ('payout' in webhookReport) for (const payee of payees) await payee.payoutReported?.(deps, webhookReport.payout);
      else if (webhookReport.settles) await settleReport(deps, payees, webhookReport.report, 'webhook');
      else await recordPaymentEvent(db, webhookReport.report, 'webhook');
      return { message: 'Received' };
    });
  });

  if (!config.paystack.secretKey) registerSandboxPages(app, deps, takeTransfer);
};

const sandboxParams = z.object({ reference: paymentReferenceParams.shape.reference, decision: z.enum(['pay', 'decline', 'cancel']) });

function registerSandboxPages(app: Parameters<FastifyPluginAsyncZod<AppDeps>>[0], deps: AppDeps, takeTransfer: TransferTaker) {
  const { db, config } = deps;
  // Without a provider no money moves: the sandbox plays a customer paying into an account number, as its page plays a card.
  app.post('/sandbox/transfers', { schema: { body: sandboxTransferSchema, response: { 200: messageAnswerSchema }, hide: true } }, async (request) => {
    const { accountNumber, amount, senderName } = request.body;
    await takeTransfer(deps, {
      reference: `SBX-TRF-${randomBytes(8).toString('hex').toUpperCase()}`,
      amountKobo: amount,
      accountNumber,
      customerEmail: '',
      senderName,
      senderBank: 'Sandbox Bank',
      narration: '',
      paidAt: new Date(),
    });
    return { message: transferMessages.sandboxTransferIn };
  });
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
