import { and, eq, sql } from 'drizzle-orm';
import { invoiceMessages, invoiceStatusAfterPayment, type SecondDepositChoice } from '../../../contracts/invoices';
import { formatKobo } from '../../../contracts/money';
import type { SecondDepositAction } from '../../../contracts/quotes.schemas';
import type { Database } from '../../db/client';
import { invoices, servicePayments } from './tables';
import { HttpError } from '../../errors';
import type { PaymentDeps } from '../payments';
import { closeServicePages } from '../payments';
import { addDepositPaid, lockQuote, takeQuoteCredit } from '../quotes';
import type { CreditSource } from './credit-moves';
import { refundCredit } from './credits';
import type { ServicePaymentRow } from './invoice-json';
import { lockInvoice, noteInvoiceHistory } from './invoices';
import { owedNowKobo } from './settlement';

/**
 * A deposit paid twice (settlement.ts holds it all as credit) waits for the office's one choice: kept toward
 * the job, it counts as part payment as any money would; refunded, it goes back to the card through the
 * refund of credit (credits.ts). The choice is claimed once, under the documents' locks (the lock order of
 * settlement.ts), so however often either is pressed, and whatever money comes in meanwhile, it is made once.
 */

/** The deposit paid twice on this document (the quote, or the invoice made from it), as it stands now. */
async function secondDepositOf(db: Database, of: CreditSource, paymentId: string): Promise<ServicePaymentRow & { quoteId: string }> {
  const [row] = await db.select().from(servicePayments).where(eq(servicePayments.id, paymentId));
  const onDocument = row && ('quoteId' in of ? row.quoteId === of.quoteId : row.invoiceId === of.invoiceId);
  if (!row || !onDocument || row.paidTwice === null || row.quoteId === null) throw new HttpError(404, invoiceMessages.secondDepositNotFound);
  return { ...row, quoteId: row.quoteId };
}

/** undecided -> the office's choice, once: a second press (or the other choice) after it is refused. */
async function claimChoice(tx: Database, paymentId: string, choice: Exclude<SecondDepositChoice, 'undecided'>): Promise<ServicePaymentRow> {
  const [claimed] = await tx
    .update(servicePayments)
    .set({ paidTwice: choice })
    .where(and(eq(servicePayments.id, paymentId), eq(servicePayments.paidTwice, 'undecided')))
    .returning();
  if (!claimed) throw new HttpError(409, invoiceMessages.secondDepositDecided);
  return claimed;
}

/**
 * Keep toward the job: what is left of the deposit paid twice in the credit settles what is owed now (the
 * quote's job total before its invoice, the invoice's balance after), as part payment; anything beyond stays
 * credit. The quote is locked, then the invoice made from it, then the payment claimed.
 */
export async function keepSecondDeposit(deps: PaymentDeps, of: CreditSource, paymentId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await secondDepositOf(tx, of, paymentId);
    const quote = await lockQuote(tx, found.quoteId);
    // Under the quote's lock the payment's invoice cannot change (an invoice is made from a quote under it).
    const now = await secondDepositOf(tx, of, paymentId);
    const invoice = now.invoiceId ? await lockInvoice(tx, now.invoiceId) : undefined;
    const payment = await claimChoice(tx, paymentId, 'kept');
    const heldKobo = Math.min(payment.creditKobo, invoice ? invoice.creditKobo : quote.creditKobo);
    const owedKobo = owedNowKobo({ quote, invoice });
    const settledKobo = Math.min(heldKobo, owedKobo);
    if (settledKobo === 0) return;
    const note = `${formatKobo(settledKobo)} of the deposit paid twice (${payment.receiptNumber}) kept toward the job`;
    await tx
      .update(servicePayments)
      .set({ creditKobo: sql`${servicePayments.creditKobo} - ${settledKobo}` })
      .where(eq(servicePayments.id, paymentId));
    if (invoice) {
      const paidKobo = invoice.paidKobo + settledKobo;
      const status = invoiceStatusAfterPayment(invoice.status, paidKobo, invoice.totalKobo);
      const at = new Date();
      await tx
        .update(invoices)
        .set({ paidKobo, creditKobo: invoice.creditKobo - settledKobo, status, updatedAt: at, ...(status === 'paid' && !invoice.paidAt ? { paidAt: at } : {}) })
        .where(eq(invoices.id, invoice.id));
      await noteInvoiceHistory(tx, invoice.id, 'payment', note);
      await closeServicePages(tx, { invoiceId: invoice.id });
    } else {
      await takeQuoteCredit(tx, quote.id, settledKobo, note);
      await addDepositPaid(tx, quote.id, { settledKobo, creditKobo: 0, note });
      await closeServicePages(tx, { quoteId: quote.id });
    }
  });
}

/**
 * Refund it: what is left of the deposit paid twice in the credit goes back to the card that paid it, through
 * the refund of credit, the choice claimed under the credit's document's lock in the same transaction.
 */
export async function refundSecondDeposit(deps: PaymentDeps, of: CreditSource, paymentId: string, recordedBy: string) {
  const found = await secondDepositOf(deps.db, of, paymentId);
  const holder: CreditSource = found.invoiceId ? { invoiceId: found.invoiceId } : { quoteId: found.quoteId };
  const claim = async (tx: Database, creditKobo: number) => {
    const payment = await claimChoice(tx, paymentId, 'refunded');
    // Its credit moved to the invoice made from the quote meanwhile: it is refunded from there, when asked again.
    if (payment.invoiceId !== found.invoiceId) throw new HttpError(409, invoiceMessages.secondDepositMoved);
    return { amountKobo: Math.min(payment.creditKobo, creditKobo), paymentId };
  };
  try {
    return await refundCredit(deps, holder, { amount: 0, method: 'card', note: `Deposit paid twice (${found.receiptNumber}) refunded` }, recordedBy, claim);
  } catch (error) {
    // The provider refused: the money is back in the credit, so the choice is the office's again.
    if (error instanceof HttpError && error.message === invoiceMessages.refundFailed) {
      await deps.db
        .update(servicePayments)
        .set({ paidTwice: 'undecided' })
        .where(and(eq(servicePayments.id, paymentId), eq(servicePayments.paidTwice, 'refunded')));
    }
    throw error;
  }
}

/** The office's choice for a deposit paid twice, made once: answers the words to show. */
export async function chooseForSecondDeposit(deps: PaymentDeps, of: CreditSource, paymentId: string, choice: SecondDepositAction, recordedBy: string): Promise<string> {
  if (choice === 'keep') {
    await keepSecondDeposit(deps, of, paymentId);
    return invoiceMessages.secondDepositKept;
  }
  const move = await refundSecondDeposit(deps, of, paymentId, recordedBy);
  return move.status === 'pending' ? invoiceMessages.refundStarted : invoiceMessages.refundRecorded;
}
