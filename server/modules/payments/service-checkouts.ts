import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { paymentMessages } from '../../../contracts/payments';
import type { PaymentChecked, PaymentStarted } from '../../../contracts/payments.schemas';
import type { Database } from '../../db/client';
import { serviceCheckouts } from '../../db/schema';
import { HttpError } from '../../errors';
import { announceServicePayment, recordServicePayment } from '../invoices/service-payments';
import { addDepositPaid, findQuoteRow } from '../quotes/quotes';
import type { CheckoutDeps } from './checkout';
import type { ProviderReport } from './payment-events';
import { judgeReport } from './payment-verdict';
import { answerPaymentReturn } from './payment-return';

type ServiceCheckoutRow = typeof serviceCheckouts.$inferSelect;

/** What a customer pays by card for service work: a quote's deposit or an invoice's balance. */
export type ServicePayable = {
  purpose: ServiceCheckoutRow['purpose'];
  quoteId: string | null;
  invoiceId: string | null;
  amountKobo: number;
  email: string;
  /** Where the provider sends the customer back: the quote's or the invoice's page. */
  callbackUrl: string;
};

const paymentPageWaitMs = 20_000;

/** Service payments are told apart from shop orders by their reference alone: BWS-… */
export function newServicePaymentReference(): string {
  return `BWS-${randomBytes(10).toString('hex').toUpperCase()}`;
}

async function findCheckout(db: Database, reference: string): Promise<ServiceCheckoutRow | undefined> {
  const [row] = await db.select().from(serviceCheckouts).where(eq(serviceCheckouts.reference, reference));
  return row;
}

const openCheckoutOf = async (db: Database, payable: ServicePayable) => {
  const [row] = await db
    .select()
    .from(serviceCheckouts)
    .where(
      and(
        eq(serviceCheckouts.purpose, payable.purpose),
        sql`coalesce(${serviceCheckouts.quoteId}, ${serviceCheckouts.invoiceId}) = ${payable.quoteId ?? payable.invoiceId}`,
        eq(serviceCheckouts.amountKobo, payable.amountKobo),
        eq(serviceCheckouts.status, 'pending'),
      ),
    );
  return row;
};

export async function markServiceCheckoutFailed(db: Database, id: string): Promise<void> {
  await db.update(serviceCheckouts).set({ status: 'failed' }).where(and(eq(serviceCheckouts.id, id), eq(serviceCheckouts.status, 'pending')));
}

/**
 * Opens a payment page with the provider for a deposit or a balance. While one for the same amount is still
 * open, a second press (or another server's) answers that same page: one payment, one page.
 */
export async function startServiceCheckout(deps: CheckoutDeps, payable: ServicePayable): Promise<PaymentStarted> {
  const reference = newServicePaymentReference();
  const [row] = await deps.db
    .insert(serviceCheckouts)
    .values({ reference, purpose: payable.purpose, quoteId: payable.quoteId, invoiceId: payable.invoiceId, amountKobo: payable.amountKobo })
    .onConflictDoNothing()
    .returning();
  if (!row) return pageOfOpenCheckout(deps, payable);
  try {
    const { authorizationUrl } = await deps.paymentProvider.initialize({ reference, amountKobo: payable.amountKobo, email: payable.email, callbackUrl: payable.callbackUrl });
    await deps.db.update(serviceCheckouts).set({ authorizationUrl }).where(eq(serviceCheckouts.id, row.id));
    return { authorization_url: authorizationUrl, reference };
  } catch (error) {
    deps.log.error({ err: error, reference }, 'service payment could not be started');
    await markServiceCheckoutFailed(deps.db, row.id);
    throw new HttpError(502, paymentMessages.checkoutFailed);
  }
}

async function pageOfOpenCheckout(deps: CheckoutDeps, payable: ServicePayable): Promise<PaymentStarted> {
  const deadline = Date.now() + paymentPageWaitMs;
  for (;;) {
    const open = await openCheckoutOf(deps.db, payable);
    if (open?.authorizationUrl) return { authorization_url: open.authorizationUrl, reference: open.reference };
    if (!open) throw new HttpError(502, paymentMessages.checkoutFailed);
    if (Date.now() > deadline) {
      await markServiceCheckoutFailed(deps.db, open.id);
      throw new HttpError(502, paymentMessages.checkoutFailed);
    }
    await sleep(100);
  }
}

/**
 * The payment's one forward step, pending or failed -> success, with the money written down in the same
 * transaction: a deposit on its quote (and on the quote's invoice if it has one by now), or a payment of an
 * invoice. However many reports arrive, in whatever order, only the first genuine one records money.
 */
async function payCheckout(deps: CheckoutDeps, checkout: ServiceCheckoutRow) {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(serviceCheckouts)
      .set({ status: 'success', paidAt: now })
      .where(and(eq(serviceCheckouts.id, checkout.id), inArray(serviceCheckouts.status, ['pending', 'failed'])))
      .returning();
    if (!paid) return undefined;
    const money = { amountKobo: paid.amountKobo, method: 'card' as const, providerReference: paid.reference, receivedAt: now };
    if (paid.purpose === 'invoice') return recordServicePayment(tx, { ...money, quoteId: null, invoiceId: paid.invoiceId });
    const quote = await findQuoteRow(tx, paid.quoteId ?? '');
    const payment = await recordServicePayment(tx, { ...money, quoteId: quote.id, invoiceId: quote.invoiceId });
    await addDepositPaid(tx, quote.id, paid.amountKobo, payment.receiptNumber);
    return payment;
  });
}

/** Settles a service payment from a provider report (already kept by the caller); undefined when the reference is not one. */
export async function settleServiceCheckout(deps: CheckoutDeps, report: ProviderReport): Promise<ServiceCheckoutRow['status'] | undefined> {
  const checkout = await findCheckout(deps.db, report.reference);
  if (!checkout) return undefined;
  const verdict = judgeReport(checkout.amountKobo, report);
  if (verdict === 'paid') {
    const payment = await payCheckout(deps, checkout);
    if (payment) await announceServicePayment(deps, payment);
  }
  if (verdict === 'refused') {
    await markServiceCheckoutFailed(deps.db, checkout.id);
    if (report.status === 'success') deps.log.warn({ report, expectedKobo: checkout.amountKobo }, 'provider reported a service payment that does not match');
  }
  return (await findCheckout(deps.db, report.reference))?.status;
}

/**
 * The customer's return from the payment page, without an account (the reference is random and the answer
 * holds only the status and the amount). `settle` is the payments module's settlePayment, which keeps the
 * report before it settles.
 */
export async function verifyServicePayment(deps: CheckoutDeps, reference: string, settle: (report: ProviderReport) => Promise<string | undefined>): Promise<PaymentChecked> {
  const checkout = await findCheckout(deps.db, reference);
  if (!checkout) throw new HttpError(404, paymentMessages.paymentNotFound);
  return answerPaymentReturn(deps, checkout, settle);
}

/** Takes the service payments due to be asked about again (30 minutes, then a day), as orders are. */
export async function claimServiceCheckoutsDueForCheck(db: Database, limit: number): Promise<ServiceCheckoutRow[]> {
  const due = db
    .select({ id: serviceCheckouts.id })
    .from(serviceCheckouts)
    .where(
      and(
        sql`${serviceCheckouts.providerChecks} < 2 and ${serviceCheckouts.status} <> 'success'`,
        or(
          and(eq(serviceCheckouts.providerChecks, 0), eq(serviceCheckouts.status, 'pending'), lt(serviceCheckouts.createdAt, sql`now() - interval '30 minutes'`)),
          and(eq(serviceCheckouts.providerChecks, 1), ne(serviceCheckouts.authorizationUrl, ''), lt(serviceCheckouts.createdAt, sql`now() - interval '24 hours'`)),
        ),
      ),
    )
    .orderBy(serviceCheckouts.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(serviceCheckouts)
    .set({ providerChecks: sql`${serviceCheckouts.providerChecks} + 1` })
    .where(inArray(serviceCheckouts.id, due))
    .returning();
}

export async function releaseServiceCheckClaim(db: Database, id: string): Promise<void> {
  await db
    .update(serviceCheckouts)
    .set({ providerChecks: sql`${serviceCheckouts.providerChecks} - 1` })
    .where(and(eq(serviceCheckouts.id, id), gt(serviceCheckouts.providerChecks, 0)));
}
