import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceKobo, nairaOfKobo } from '../../../contracts/money';
import { paymentMessages } from '../../../contracts/payments';
import { paymentReferenceParams, servicePaymentCheckedSchema, type ServicePaymentChecked } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { settleReport, type PaymentDeps } from '../payments';
import { answerPaymentReturn } from '../payments';
import type { RecheckedPayments } from '../payments';
import { claimNextServicePageForCheck, countServicePageCheck, findServicePage, markServicePageFailed, releaseServicePageClaim, type ServicePageRow } from '../payments';
import { findQuoteRow } from '../quotes';
import { findInvoiceRow } from './invoices';
import { servicePayee } from './service-payee';
import { paymentOfReference } from './service-payments';

/** What the page's document asks now: an invoice's balance (nothing on a void one), or a quote's deposit still due (its invoice's balance once invoiced). */
async function owedNowKobo(db: Database, page: ServicePageRow): Promise<number> {
  const quote = page.purpose === 'deposit' && page.quoteId ? await findQuoteRow(db, page.quoteId) : undefined;
  const invoiceId = quote ? quote.invoiceId : page.invoiceId;
  if (invoiceId) {
    const invoice = await findInvoiceRow(db, invoiceId);
    return invoice.status === 'void' ? 0 : balanceKobo(invoice);
  }
  return quote ? Math.max(0, (quote.depositKobo ?? 0) - quote.depositPaidKobo) : 0;
}

/**
 * The customer back from a payment page of service work, without an account (the reference is random and
 * the answer holds only amounts): the provider is asked unless the money is recorded already, and the answer
 * says what it did, or that the page was replaced and what is owed now.
 */
export async function checkServicePage(deps: PaymentDeps, reference: string): Promise<ServicePaymentChecked> {
  const page = await findServicePage(deps.db, reference);
  if (!page) throw new HttpError(404, paymentMessages.paymentNotFound);
  const checked = await answerPaymentReturn(deps, page, (report) => settleReport(deps, [servicePayee], report, 'verify'));
  const now = (await findServicePage(deps.db, reference)) ?? page;
  const payment = now.status === 'success' ? await paymentOfReference(deps.db, reference) : undefined;
  const replaced = now.closedAt !== null;
  const creditedKobo = payment?.creditKobo ?? 0;
  const status = checked.status === 'success' ? 'success' : now.status === 'closed' ? 'replaced' : checked.status;
  const message =
    status === 'success'
      ? payment?.paidTwice
        ? paymentMessages.depositPaidTwice
        : creditedKobo > 0
          ? replaced
            ? paymentMessages.pageReplacedPaid
            : paymentMessages.paidWithCredit
          : paymentMessages.paid
      : status === 'replaced'
        ? paymentMessages.pageReplaced
        : status === 'failed'
          ? paymentMessages.notPaid
          : paymentMessages.notConfirmed;
  return {
    status,
    amount: checked.amount,
    replaced,
    settled: nairaOfKobo(payment ? payment.amountKobo - payment.creditKobo : 0),
    credited: nairaOfKobo(creditedKobo),
    owed: nairaOfKobo(await owedNowKobo(deps.db, now)),
    message,
    paidTwice: payment?.paidTwice != null,
  };
}

/** How service payment pages the provider never confirmed are asked about again (server/sweeps.ts). */
export const servicePageRechecks = (deps: PaymentDeps): RecheckedPayments => ({
  what: 'service payment pages',
  claimNext: ({ db }, leaseSeconds) => claimNextServicePageForCheck(db, leaseSeconds),
  count: ({ db }, id) => countServicePageCheck(db, id),
  fail: ({ db }, id) => markServicePageFailed(db, id),
  release: ({ db }, id) => releaseServicePageClaim(db, id),
  settle: (report) => settleReport(deps, [servicePayee], report, 'recheck'),
});

/** /api/payments/services/{reference}: a service page's payment checked on return. */
export const servicePaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // A deposit or an invoice paid from a private link, without an account: the random reference is the key.
  app.get('/services/:reference', { schema: { params: paymentReferenceParams, response: { 200: servicePaymentCheckedSchema } } }, (request) => checkServicePage(deps, request.params.reference));
};
