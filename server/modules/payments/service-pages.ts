import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { paymentMessages } from '../../../contracts/payments';
import type { PaymentStarted } from '../../../contracts/payments.schemas';
import type { Database } from '../../db/client';
import { serviceCheckouts } from './tables';
import { HttpError } from '../../errors';
import type { PaymentDeps } from './payees';

export type ServicePageRow = typeof serviceCheckouts.$inferSelect;

/**
 * A payment page for service work (a quote's deposit or an invoice's balance), opened for the amount owed at
 * that moment. The payments layer keeps the pages and their one-way status; what the money settles is
 * decided by the quote or invoice it pays (server/modules/invoices/settlement.ts).
 */
export type ServicePayable = {
  purpose: ServicePageRow['purpose'];
  quoteId: string | null;
  invoiceId: string | null;
  amountKobo: number;
  email: string;
  /** Where the provider sends the customer back: the quote's or the invoice's page. */
  callbackUrl: string;
};

/** Which document's pages: a quote's deposit pages, or an invoice's. */
export type PagesOf = { quoteId: string } | { invoiceId: string };

const paymentPageWaitMs = 20_000;

/** Service payments are told apart from shop orders by their reference alone: BWS-… */
export const servicePagePrefix = 'BWS-';

export function newServicePaymentReference(): string {
  return `${servicePagePrefix}${randomBytes(10).toString('hex').toUpperCase()}`;
}

export async function findServicePage(db: Database, reference: string): Promise<ServicePageRow | undefined> {
  const [row] = await db.select().from(serviceCheckouts).where(eq(serviceCheckouts.reference, reference));
  return row;
}

const openPageOf = async (db: Database, payable: ServicePayable) => {
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

/** pending -> failed: a refusal, or a page left unpaid past its checks. A closed or paid page stays as it is. */
export async function markServicePageFailed(db: Database, id: string): Promise<void> {
  await db
    .update(serviceCheckouts)
    .set({ status: 'failed' })
    .where(and(eq(serviceCheckouts.id, id), eq(serviceCheckouts.status, 'pending')));
}

/**
 * Opens a payment page with the provider for a deposit or a balance. While one for the same amount is still
 * open, a second press (or another server's) answers that same page: one payment, one page.
 */
export async function startServicePage(deps: PaymentDeps, payable: ServicePayable): Promise<PaymentStarted> {
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
    await markServicePageFailed(deps.db, row.id);
    throw new HttpError(502, paymentMessages.checkoutFailed);
  }
}

async function pageOfOpenCheckout(deps: PaymentDeps, payable: ServicePayable): Promise<PaymentStarted> {
  const deadline = Date.now() + paymentPageWaitMs;
  for (;;) {
    const open = await openPageOf(deps.db, payable);
    if (open?.authorizationUrl) return { authorization_url: open.authorizationUrl, reference: open.reference };
    if (!open) throw new HttpError(502, paymentMessages.checkoutFailed);
    if (Date.now() > deadline) {
      await markServicePageFailed(deps.db, open.id);
      throw new HttpError(502, paymentMessages.checkoutFailed);
    }
    await sleep(100);
  }
}

/**
 * The page's one step to paid, from whatever it was (open, declined, closed), in the caller's transaction:
 * answers the page only to the one caller that moved it, so its money is recorded once however many reports
 * race. `wasClosed` tells the payee the page had been replaced before the money came.
 */
export async function markServicePagePaid(tx: Database, id: string): Promise<(ServicePageRow & { wasClosed: boolean }) | undefined> {
  const [before] = await tx.select({ status: serviceCheckouts.status }).from(serviceCheckouts).where(eq(serviceCheckouts.id, id)).for('update');
  if (!before || before.status === 'success') return undefined;
  const [paid] = await tx.update(serviceCheckouts).set({ status: 'success', paidAt: new Date() }).where(eq(serviceCheckouts.id, id)).returning();
  return paid ? { ...paid, wasClosed: before.status === 'closed' } : undefined;
}

/**
 * What is owed on a document changed: its pages still open (or declined, which the customer may retry) are
 * closed in the caller's transaction, under the document's lock. Money still reported for one is recorded
 * against what is owed then, the rest kept as a credit.
 */
export async function closeServicePages(tx: Database, pagesOf: PagesOf, exceptId?: string): Promise<number> {
  const which = 'quoteId' in pagesOf ? and(eq(serviceCheckouts.quoteId, pagesOf.quoteId), eq(serviceCheckouts.purpose, 'deposit')) : eq(serviceCheckouts.invoiceId, pagesOf.invoiceId);
  const closed = await tx
    .update(serviceCheckouts)
    .set({ status: 'closed', closedAt: new Date() })
    .where(and(which, inArray(serviceCheckouts.status, ['pending', 'failed']), exceptId ? ne(serviceCheckouts.id, exceptId) : undefined))
    .returning({ id: serviceCheckouts.id });
  return closed.length;
}

/**
 * Takes the next service page due to be asked about again (30 minutes, then a day), as orders are: claimed
 * until its lease runs out, and skipped by every other copy meanwhile.
 */
export async function claimNextServicePageForCheck(db: Database, leaseSeconds: number): Promise<ServicePageRow | undefined> {
  const due = db
    .select({ id: serviceCheckouts.id })
    .from(serviceCheckouts)
    .where(
      and(
        sql`${serviceCheckouts.providerChecks} < 2 and ${serviceCheckouts.status} <> 'success'`,
        or(isNull(serviceCheckouts.checkLeasedUntil), lt(serviceCheckouts.checkLeasedUntil, sql`now()`)),
        or(
          and(eq(serviceCheckouts.providerChecks, 0), inArray(serviceCheckouts.status, ['pending', 'closed']), lt(serviceCheckouts.createdAt, sql`now() - interval '30 minutes'`)),
          and(eq(serviceCheckouts.providerChecks, 1), ne(serviceCheckouts.authorizationUrl, ''), lt(serviceCheckouts.createdAt, sql`now() - interval '24 hours'`)),
        ),
      ),
    )
    .orderBy(serviceCheckouts.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(serviceCheckouts)
    .set({ checkLeasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(serviceCheckouts.id, due))
    .returning();
  return row;
}

/** The question about a page was asked and its answer kept: one check counted, the claim ended. */
export async function countServicePageCheck(db: Database, id: string): Promise<void> {
  await db
    .update(serviceCheckouts)
    .set({ providerChecks: sql`${serviceCheckouts.providerChecks} + 1`, checkLeasedUntil: null })
    .where(eq(serviceCheckouts.id, id));
}

/** Gives a claim back when the provider could not be asked, so the next sweep asks again. */
export async function releaseServicePageClaim(db: Database, id: string): Promise<void> {
  await db.update(serviceCheckouts).set({ checkLeasedUntil: null }).where(eq(serviceCheckouts.id, id));
}
