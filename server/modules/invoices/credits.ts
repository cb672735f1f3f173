import { sameCustomer } from '../../../contracts/customers';
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { invoiceMessages, invoiceStatusAfterPayment, outstandingStatuses, type CreditMoveKind } from '../../../contracts/invoices';
import { balanceKobo, formatKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { invoices, serviceCredits, servicePayments } from './tables';
import { HttpError } from '../../errors';
import { PaymentProviderError, PaymentRefusedError } from '../../payments/provider';
import type { PaymentDeps, RefundReport } from '../payments';
import { closeServicePages } from '../payments';
import { lockQuote, returnQuoteCredit, takeQuoteCredit } from '../quotes';
import type { CreditSource } from './credit-moves';
import type { CreditMoveRow } from './invoice-json';
import { lockInvoice, noteInvoiceHistory } from './invoices';

/**
 * A document's credit (money taken beyond what was owed) leaves it once, in one of two ways: refunded (to the
 * card through the provider, or by the office by transfer or cash) or applied to another open invoice of the
 * same customer. Each takes the source document's lock (the lock order of settlement.ts), takes the credit
 * down in the same transaction and writes the move; two presses or two admins at once cannot take more than
 * there is. A card refund is pending until the provider says processed (done) or failed (its money goes back
 * to the credit), once, whichever of its answer, its webhook or a retry comes first.
 */

export type Locked = { creditKobo: number; number: string; email: string; phone: string };

/** The document whose credit moves, locked (the lock order of settlement.ts): its credit, number and customer. */
export async function lockSource(tx: Database, source: CreditSource): Promise<Locked> {
  if ('quoteId' in source) {
    const quote = await lockQuote(tx, source.quoteId);
    return { creditKobo: quote.creditKobo, number: quote.number, email: quote.customerEmail, phone: quote.customerPhone };
  }
  const invoice = await lockInvoice(tx, source.invoiceId);
  return { creditKobo: invoice.creditKobo, number: invoice.number, email: invoice.customerEmail, phone: invoice.customerPhone };
}

export async function takeCredit(tx: Database, source: CreditSource, amountKobo: number, note: string): Promise<void> {
  if ('quoteId' in source) return takeQuoteCredit(tx, source.quoteId, amountKobo, note);
  await tx
    .update(invoices)
    .set({ creditKobo: sql`${invoices.creditKobo} - ${amountKobo}`, updatedAt: new Date() })
    .where(eq(invoices.id, source.invoiceId));
  await noteInvoiceHistory(tx, source.invoiceId, 'credit', note);
}

export async function returnCredit(tx: Database, source: CreditSource, amountKobo: number, note: string): Promise<void> {
  if ('quoteId' in source) return returnQuoteCredit(tx, source.quoteId, amountKobo, note);
  await tx
    .update(invoices)
    .set({ creditKobo: sql`${invoices.creditKobo} + ${amountKobo}`, updatedAt: new Date() })
    .where(eq(invoices.id, source.invoiceId));
  await noteInvoiceHistory(tx, source.invoiceId, 'credit', note);
}

export function mustHaveCredit(locked: Locked, amountKobo: number): void {
  if (locked.creditKobo <= 0) throw new HttpError(409, invoiceMessages.noCredit);
  if (amountKobo > locked.creditKobo) throw new HttpError(400, invoiceMessages.creditTooSmall);
}

/**
 * The latest card payment of the document (or the one named) that can still take this refund: the provider
 * refunds at most what a payment took.
 */
async function cardPaymentFor(tx: Database, source: CreditSource, amountKobo: number, paymentId?: string) {
  const ofDocument = and(
    'quoteId' in source ? eq(servicePayments.quoteId, source.quoteId) : eq(servicePayments.invoiceId, source.invoiceId),
    paymentId ? eq(servicePayments.id, paymentId) : undefined,
  );
  const refunded = sql<string>`coalesce((select sum(${serviceCredits.amountKobo}) from ${serviceCredits} where ${serviceCredits.paymentId} = ${servicePayments.id} and ${serviceCredits.status} <> 'failed'), 0)`;
  const [payment] = await tx
    .select({ id: servicePayments.id, reference: servicePayments.providerReference })
    .from(servicePayments)
    .where(and(ofDocument, eq(servicePayments.method, 'card'), isNotNull(servicePayments.providerReference), sql`${servicePayments.amountKobo} - ${refunded} >= ${amountKobo}`))
    .orderBy(desc(servicePayments.receivedAt), desc(servicePayments.id))
    .limit(1);
  return payment;
}

const sourceColumns = (source: CreditSource) => ('quoteId' in source ? { quoteId: source.quoteId } : { invoiceId: source.invoiceId });

export async function insertMove(tx: Database, values: typeof serviceCredits.$inferInsert): Promise<CreditMoveRow> {
  const [row] = await tx.insert(serviceCredits).values(values).returning();
  if (!row) throw new Error('credit move was not stored');
  return row;
}

type RefundInput = { amount: number; method: 'card' | 'bank_transfer' | 'cash'; note: string };

/**
 * A refund whose amount is decided under the source's lock, in its transaction (a deposit paid twice claims its
 * choice there, once): how much of the credit, and the card payment it goes back to.
 */
export type RefundClaim = (tx: Database, creditKobo: number) => Promise<{ amountKobo: number; paymentId: string }>;

/**
 * Gives `amount` of the document's credit back (or what `claim` decides under the lock). By card, through
 * the provider's refund of the card payment that can take it; by transfer or cash, recorded as done by the
 * office. Answers the move as it stands once the provider has answered.
 */
export async function refundCredit(deps: PaymentDeps, source: CreditSource, input: RefundInput, recordedBy: string, claim?: RefundClaim): Promise<CreditMoveRow> {
  const move = await deps.db.transaction(async (tx) => {
    const locked = await lockSource(tx, source);
    const claimed = claim ? await claim(tx, locked.creditKobo) : undefined;
    const amountKobo = claimed?.amountKobo ?? input.amount;
    mustHaveCredit(locked, amountKobo);
    const payment = input.method === 'card' ? await cardPaymentFor(tx, source, amountKobo, claimed?.paymentId) : undefined;
    if (input.method === 'card' && !payment) throw new HttpError(409, invoiceMessages.noCardToRefund);
    await takeCredit(tx, source, amountKobo, `Refund of ${formatKobo(amountKobo)}${input.method === 'card' ? ' to the card' : ''}`);
    return insertMove(tx, {
      kind: 'refund',
      ...sourceColumns(source),
      amountKobo,
      method: input.method,
      status: input.method === 'card' ? 'pending' : 'done',
      paymentId: payment?.id ?? null,
      providerReference: payment?.reference ?? null,
      note: input.note,
      recordedBy,
      settledAt: input.method === 'card' ? null : new Date(),
    });
  });
  if (move.method !== 'card' || !move.providerReference) return move;
  try {
    const answer = await deps.paymentProvider.refund({ reference: move.providerReference, amountKobo: move.amountKobo, note: move.note || `Refund from ${move.invoiceId ?? move.quoteId}` });
    await deps.db.update(serviceCredits).set({ providerRefundId: answer.refundId }).where(eq(serviceCredits.id, move.id));
    if (answer.status === 'processed') await settleRefund(deps, move.id, 'processed');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, reference: move.providerReference }, 'refund not taken by the provider');
    // Refused: nothing will be paid back, so the credit returns. Not reached: the provider may have queued
    // it, so it stays pending (and off the credit) until its webhook says what became of it: never twice.
    if (!(error instanceof PaymentRefusedError)) throw new HttpError(502, invoiceMessages.refundUnconfirmed);
    await settleRefund(deps, move.id, 'failed');
    throw new HttpError(502, invoiceMessages.refundFailed);
  }
  return (await findMove(deps.db, move.id)) ?? move;
}

async function findMove(db: Database, id: string): Promise<CreditMoveRow | undefined> {
  const [row] = await db.select().from(serviceCredits).where(eq(serviceCredits.id, id));
  return row;
}

/** A card refund's one step, pending -> done or failed, under its document's lock; a failed one gives its money back to the credit. */
async function settleRefund(deps: PaymentDeps, moveId: string, outcome: 'processed' | 'failed'): Promise<void> {
  const move = await findMove(deps.db, moveId);
  if (!move) return;
  const source: CreditSource = move.quoteId ? { quoteId: move.quoteId } : { invoiceId: move.invoiceId ?? '' };
  await deps.db.transaction(async (tx) => {
    await lockSource(tx, source);
    const [settled] = await tx
      .update(serviceCredits)
      .set({ status: outcome === 'processed' ? 'done' : 'failed', settledAt: new Date() })
      .where(and(eq(serviceCredits.id, moveId), eq(serviceCredits.status, 'pending')))
      .returning();
    if (settled && outcome === 'failed') await returnCredit(tx, source, settled.amountKobo, `Refund of ${formatKobo(settled.amountKobo)} failed: the credit is kept`);
  });
}

/** The provider's webhook about a refund: the oldest pending refund of that payment (and of that amount, when said) moves on. */
export async function refundReported(deps: PaymentDeps, report: RefundReport): Promise<void> {
  const [move] = await deps.db
    .select()
    .from(serviceCredits)
    .where(
      and(
        eq(serviceCredits.providerReference, report.reference),
        eq(serviceCredits.status, 'pending'),
        report.amountKobo === null ? undefined : eq(serviceCredits.amountKobo, report.amountKobo),
        report.refundId ? sql`coalesce(${serviceCredits.providerRefundId}, '') in ('', ${report.refundId})` : undefined,
      ),
    )
    .orderBy(asc(serviceCredits.createdAt))
    .limit(1);
  if (move) await settleRefund(deps, move.id, report.outcome);
}

/** A card refund still pending this long is asked about: its webhook may have been lost. */
const refundQuietMinutes = 15;
const refundsPerSweep = 20;

/**
 * Card refunds the provider has not reported on are asked about (GET /refund/:id) and moved on as its webhook
 * would have (settleRefund, once, under the document's lock). One it cannot be asked about stays pending.
 */
export async function recheckPendingRefunds(deps: PaymentDeps): Promise<void> {
  const quiet = await deps.db
    .select({ id: serviceCredits.id, refundId: serviceCredits.providerRefundId })
    .from(serviceCredits)
    .where(and(eq(serviceCredits.status, 'pending'), ne(serviceCredits.providerRefundId, ''), lt(serviceCredits.createdAt, sql`now() - ${refundQuietMinutes} * interval '1 minute'`)))
    .orderBy(asc(serviceCredits.createdAt))
    .limit(refundsPerSweep);
  for (const move of quiet) {
    try {
      const outcome = await deps.paymentProvider.refundStatus(move.refundId ?? '');
      if (outcome !== 'pending') await settleRefund(deps, move.id, outcome);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, refundId: move.refundId }, 'refund not checked: it is asked about again at the next sweep');
    }
  }
}

/**
 * Uses `amountKobo` of the document's credit to pay another issued invoice of the same customer, up to its
 * balance: both locked in the lock order (a quote first, then invoices by ascending id), the credit taken
 * down, the invoice's paid sum and status moved on and its open pages closed, once.
 */
export async function applyCredit(deps: PaymentDeps, source: CreditSource, input: { invoiceId: string; amount: number }, recordedBy: string): Promise<CreditMoveRow> {
  if ('invoiceId' in source && source.invoiceId === input.invoiceId) throw new HttpError(400, invoiceMessages.sameDocument);
  return deps.db.transaction(async (tx) => {
    const { locked, target } = await lockBoth(tx, source, input.invoiceId);
    mustHaveCredit(locked, input.amount);
    if (!sameCustomer({ email: target.customerEmail, phone: target.customerPhone }, locked)) throw new HttpError(409, invoiceMessages.otherCustomer);
    if (!outstandingStatuses.includes(target.status)) throw new HttpError(409, invoiceMessages.notOpenForCredit);
    if (input.amount > balanceKobo(target)) throw new HttpError(400, invoiceMessages.moreThanOwed);
    await takeCredit(tx, source, input.amount, `${formatKobo(input.amount)} applied to invoice ${target.number}`);
    const paidKobo = target.paidKobo + input.amount;
    const status = invoiceStatusAfterPayment(target.status, paidKobo, target.totalKobo);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ paidKobo, status, updatedAt: now, ...(status === 'paid' && !target.paidAt ? { paidAt: now } : {}) })
      .where(eq(invoices.id, target.id));
    await noteInvoiceHistory(tx, target.id, 'payment', `${formatKobo(input.amount)}, credit from ${locked.number}`);
    await closeServicePages(tx, { invoiceId: target.id });
    return insertMove(tx, {
      kind: 'application' satisfies CreditMoveKind,
      ...sourceColumns(source),
      toInvoiceId: target.id,
      amountKobo: input.amount,
      method: 'credit',
      status: 'done',
      recordedBy,
      settledAt: now,
    });
  });
}

/** The source and the target invoice, locked in the lock order. */
async function lockBoth(tx: Database, source: CreditSource, targetId: string) {
  if ('quoteId' in source) {
    const locked = await lockSource(tx, source);
    return { locked, target: await lockInvoice(tx, targetId) };
  }
  const ids = [source.invoiceId, targetId].sort();
  const rows = await tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');
  const from = rows.find((row) => row.id === source.invoiceId);
  const target = rows.find((row) => row.id === targetId);
  if (!from || !target) throw new HttpError(404, invoiceMessages.notFound);
  return { locked: { creditKobo: from.creditKobo, number: from.number, email: from.customerEmail, phone: from.customerPhone }, target };
}

/** Credit held on documents (refund due), for the dashboard: counted with what is still pending at the provider apart. */
export async function pendingRefunds(db: Database) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountKobo: sql<string>`coalesce(sum(${serviceCredits.amountKobo}), 0)` })
    .from(serviceCredits)
    .where(and(eq(serviceCredits.status, 'pending'), ne(serviceCredits.kind, 'application')));
  return { count: row?.count ?? 0, amountKobo: Number(row?.amountKobo ?? 0) };
}
