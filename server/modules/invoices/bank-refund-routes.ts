import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankRefundMessages } from '../../../contracts/transfers';
import {
  bankAccountResolvedSchema,
  bankRefundAnswerSchema,
  bankRefundInputSchema,
  bankRefundOtpSchema,
  bankRefundParams,
  bankRefundsQuery,
  bankRefundsSchema,
  resolveBankAccountSchema,
} from '../../../contracts/transfers.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { bankRefundsOf, confirmRefundOtp, refundToBank, resolveBankAccount, toBankRefundJson } from './bank-refunds';

/** /api/transfers/refunds: a document's credit refunded to a bank account through the provider's transfers. */
export const bankRefundRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  app.post('/resolve', { schema: { body: resolveBankAccountSchema, response: { 200: bankAccountResolvedSchema } }, preValidation: requireAdmin }, (request) => resolveBankAccount(deps, request.body));
  app.get('/', { schema: { querystring: bankRefundsQuery, response: { 200: bankRefundsSchema } }, preValidation: requireAdmin }, async (request) => ({
    refunds: await bankRefundsOf(deps.db, request.query.quoteId ? { quoteId: request.query.quoteId } : { invoiceId: request.query.invoiceId ?? '' }),
  }));
  app.post('/', { schema: { body: bankRefundInputSchema, response: { 200: bankRefundAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    const refund = await refundToBank(deps, request.body, signedInUser(request).id);
    return { message: bankRefundMessages.answer[refund.status], refund: toBankRefundJson(refund) };
  });
  app.post('/:id/otp', { schema: { params: bankRefundParams, body: bankRefundOtpSchema, response: { 200: bankRefundAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    const refund = await confirmRefundOtp(deps, request.params.id, request.body.otp);
    return { message: bankRefundMessages.answer[refund.status], refund: toBankRefundJson(refund) };
  });
};
