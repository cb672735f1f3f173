import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withMessage } from '../../../contracts/api.schemas';
import { invoiceMessages } from '../../../contracts/invoices';
import { applyCreditSchema, invoiceFromQuoteSchema, invoiceSchema, recordPaymentSchema, refundCreditSchema } from '../../../contracts/invoices.schemas';
import { formatKobo } from '../../../contracts/money';
import { quoteMessages } from '../../../contracts/quotes';
import { quoteIdParams, quoteSchema, secondDepositChoiceSchema, secondDepositParams } from '../../../contracts/quotes.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { quoteDetail } from '../quotes';
import { applyCredit, refundCredit } from './credits';
import { createInvoiceFromQuote } from './invoices';
import { chooseForSecondDeposit } from './second-deposits';
import { recordQuoteDeposit } from './settlement';

/** A refund's answer: done at once (transfer, cash, the sandbox), or sent to the provider and pending. */
export const refundAnswerMessage = (status: string) => (status === 'pending' ? invoiceMessages.refundStarted : invoiceMessages.refundRecorded);

/**
 * /api/quotes/{id}/…: the money side of a quote (the office records a deposit, refunds or applies its credit,
 * keeps or refunds a deposit paid twice, makes its invoice), registered by the invoices module, which settles money, at the quotes' prefix.
 */
export const quoteMoneyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const { requireAdmin } = authGuards(deps);

  app.post('/:id/invoice', { schema: { params: quoteIdParams, body: invoiceFromQuoteSchema, response: { 201: invoiceSchema } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send(await createInvoiceFromQuote(deps, request.params.id, request.body.dueDate)),
  );
  app.post('/:id/payments', { schema: { params: quoteIdParams, body: recordPaymentSchema, response: { 201: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const payment = await recordQuoteDeposit(deps, request.params.id, request.body, signedInUser(request).id);
    const message = payment.creditKobo > 0 ? invoiceMessages.paymentCredited(formatKobo(payment.creditKobo)) : quoteMessages.depositRecorded;
    return reply.code(201).send({ ...(await quoteDetail(db, request.params.id)), message });
  });
  app.post('/:id/refunds', { schema: { params: quoteIdParams, body: refundCreditSchema, response: { 201: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const move = await refundCredit(deps, { quoteId: request.params.id }, request.body, signedInUser(request).id);
    return reply.code(201).send({ ...(await quoteDetail(db, request.params.id)), message: refundAnswerMessage(move.status) });
  });
  app.post(
    '/:id/second-deposits/:paymentId',
    { schema: { params: secondDepositParams, body: secondDepositChoiceSchema, response: { 200: withMessage(quoteSchema) } }, preValidation: requireAdmin },
    async (request) => {
      const message = await chooseForSecondDeposit(deps, { quoteId: request.params.id }, request.params.paymentId, request.body.choice, signedInUser(request).id);
      return { ...(await quoteDetail(db, request.params.id)), message };
    },
  );
  app.post('/:id/credit/apply', { schema: { params: quoteIdParams, body: applyCreditSchema, response: { 200: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request) => {
    await applyCredit(deps, { quoteId: request.params.id }, request.body, signedInUser(request).id);
    return { ...(await quoteDetail(db, request.params.id)), message: invoiceMessages.creditApplied };
  });
};
