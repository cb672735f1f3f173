import { eq } from 'drizzle-orm';
import { invoiceMessages, invoiceStatusAfterPayment, paymentMethodWords, type PaymentMethod } from '../../../contracts/invoices';
import { lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { balanceKobo, formatKobo } from '../../../contracts/money';
import { quoteMessages } from '../../../contracts/quotes';
import type { Database } from '../../db/client';
import { sendStoredMails, type QueuedMail } from '../../mail/outbox';
import { invoices, servicePayments } from './tables';
import { HttpError } from '../../errors';
import { nextDocumentNumber } from '../numbering';
import type { PaymentDeps } from '../payments';
import type { ProviderReport } from '../payments';
import { judgeReport } from '../payments';
import { closeServicePages, findServicePage, markServicePageFailed, markServicePagePaid, type ServicePageRow } from '../payments';
import type { QuoteRow } from '../quotes';
import { addDepositPaid, lockQuote, quoteOwedKobo } from '../quotes';
import type { InvoiceRow, ServicePaymentRow } from './invoice-json';
import { lockInvoice, noteInvoiceHistory } from './invoices';
import { announceServicePayment } from './service-payments';

/**
 * Money for service work is settled here and nowhere else: a card payment reported by the provider (webhook,
 * the customer's return, the recheck), a transfer or cash the office records on an invoice, or a deposit the
 * office records on a quote.
 *
 * Lock order, the same for every change to what is owed (and so no two of them can deadlock or miss each
 * other): 0. a customer's bank transfers (an advisory lock by e-mail key, taken only by bank-transfers.ts,
 * so that two transfers of one customer never pick the same balance); 1. the quote row, when the money concerns a quote (its deposit, its credit, the invoice made from
 * it); 2. invoice rows, in ascending id when two are involved (credit applied from one to another); 3. the
 * payment page row (service_checkouts) or the bank transfer's row (bank_transfers); then new rows (payments, credit moves, numbers). An invoice that was
 * made from a quote is locked alone by what concerns only the invoice.
 */

/** What came in: how much, how, and where it was reported. */
export type MoneyIn = { amountKobo: number; method: PaymentMethod; providerReference?: string; note?: string; recordedBy?: string; receivedAt: Date; paidTwice?: boolean };

/** The documents the money is for, locked by the caller in the lock order: the quote (for a deposit), then its invoice if it has one. */
type LockedPayable = { quote?: QuoteRow | undefined; invoice?: InvoiceRow | undefined };

/**
 * Settles money against what is owed at this moment, in the caller's transaction under the documents' locks:
 * on an invoice, up to its balance (nothing on a void one); on a quote not yet invoiced, up to the job's
 * accepted total. What is beyond is kept as the document's credit, so `paid` never passes `total`. Other
 * pages of the document close when what is owed changed. Answers the numbered payment.
 */
/** What a locked document is owed now: an invoice's balance (nothing once void), else the quote's deposit or job. */
export function owedNowKobo({ quote, invoice }: LockedPayable): number {
  if (invoice) return invoice.status === 'void' ? 0 : balanceKobo(invoice);
  return quote ? quoteOwedKobo(quote) : 0;
}

export async function receiveMoney(tx: Database, payable: LockedPayable, money: MoneyIn, pageId?: string): Promise<ServicePaymentRow> {
  const { quote, invoice } = payable;
  const receiptNumber = await nextDocumentNumber(tx, 'receipt');
  // A deposit paid twice settles nothing until the office keeps it toward the job: all of it is held as credit.
  const owedKobo = money.paidTwice ? 0 : owedNowKobo(payable);
  const settledKobo = Math.min(money.amountKobo, owedKobo);
  const creditKobo = money.amountKobo - settledKobo;
  const kept = money.paidTwice
    ? `, deposit paid twice: ${formatKobo(creditKobo)} held as credit until the office keeps or refunds it`
    : creditKobo > 0
      ? `, ${formatKobo(creditKobo)} kept as credit`
      : '';
  if (invoice) {
    const paidKobo = invoice.paidKobo + settledKobo;
    const status = invoiceStatusAfterPayment(invoice.status, paidKobo, invoice.totalKobo);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ paidKobo, creditKobo: invoice.creditKobo + creditKobo, status, updatedAt: now, ...(status === 'paid' && !invoice.paidAt ? { paidAt: now } : {}) })
      .where(eq(invoices.id, invoice.id));
    const what = quote ? 'Deposit' : paymentMethodWords[money.method];
    await noteInvoiceHistory(tx, invoice.id, 'payment', `${formatKobo(money.amountKobo)}, ${what} (${receiptNumber})${kept}`);
    if (settledKobo > 0) await closeServicePages(tx, { invoiceId: invoice.id }, pageId);
  }
  if (quote) {
    // A deposit that lands on the quote's invoice counts on the quote too; its credit, if any, is the invoice's.
    await addDepositPaid(tx, quote.id, { settledKobo, creditKobo: invoice ? 0 : creditKobo, note: `${receiptNumber}${invoice ? '' : kept}` });
    if (settledKobo > 0) await closeServicePages(tx, { quoteId: quote.id }, pageId);
  }
  const [row] = await tx
    .insert(servicePayments)
    .values({
      receiptNumber,
      quoteId: quote?.id ?? null,
      invoiceId: invoice?.id ?? null,
      amountKobo: money.amountKobo,
      creditKobo,
      method: money.method,
      providerReference: money.providerReference ?? null,
      note: money.note ?? '',
      recordedBy: money.recordedBy ?? null,
      receivedAt: money.receivedAt,
      paidTwice: money.paidTwice ? 'undecided' : null,
    })
    .returning();
  if (!row) throw new Error('payment was not stored');
  return row;
}

/** The deposit asked was paid in full before this money came: a deposit page paid now pays it twice. */
const depositAlreadyPaid = (quote: QuoteRow): boolean => (quote.depositKobo ?? 0) > 0 && quote.depositPaidKobo >= (quote.depositKobo ?? 0);

/**
 * A page's money, once: the page's documents locked in the lock order (a deposit page locks its quote, then
 * the invoice made from it, wherever the deposit now lands), the page moved to paid, and the money settled
 * against what is owed now; a deposit page paid after the deposit was paid is held as a deposit paid twice
 * for the office's choice. Nothing when another report got there first.
 */
async function takePageMoney(deps: PaymentDeps, page: ServicePageRow): Promise<QueuedMail[]> {
  return deps.db.transaction(async (tx) => {
    const quote = page.purpose === 'deposit' && page.quoteId ? await lockQuote(tx, page.quoteId) : undefined;
    const invoiceId = quote ? quote.invoiceId : page.invoiceId;
    const invoice = invoiceId ? await lockInvoice(tx, invoiceId) : undefined;
    const paid = await markServicePagePaid(tx, page.id);
    if (!paid) return [];
    const note = paid.wasClosed ? 'Paid on a page that had been replaced' : '';
    const paidTwice = quote !== undefined && depositAlreadyPaid(quote);
    const payment = await receiveMoney(
      tx,
      { quote, invoice },
      { amountKobo: paid.amountKobo, method: 'card', providerReference: paid.reference, note, receivedAt: paid.paidAt ?? new Date(), paidTwice },
      page.id,
    );
    return announceServicePayment(deps, tx, payment);
  });
}

/**
 * The service payee's part of a provider report (kept already by settleReport): a genuine full payment is
 * recorded once whatever the page's state, a refusal fails a page still open. Answers the page's status.
 */
export async function settleServicePage(deps: PaymentDeps, report: ProviderReport): Promise<string | undefined> {
  const page = await findServicePage(deps.db, report.reference);
  if (!page) return undefined;
  const verdict = judgeReport(page.amountKobo, report);
  if (verdict === 'paid') {
    await sendStoredMails(await takePageMoney(deps, page));
  }
  if (verdict === 'refused') {
    await markServicePageFailed(deps.db, page.id);
    if (report.status === 'success') deps.log.warn({ report, expectedKobo: page.amountKobo }, 'provider reported a service payment that does not match');
  }
  return (await findServicePage(deps.db, report.reference))?.status;
}

/** The day's money comes in at the moment it is recorded; an earlier day's at its Lagos noon. */
function receivedAtOf(day: string, now: Date): Date {
  return day === lagosClock(now).day ? now : new Date(lagosDayStart(day).getTime() + 12 * 60 * 60 * 1000);
}

export type OfficeMoney = { amount: number; method: PaymentMethod; receivedOn: string; note: string };

/**
 * What else the recording of office money changes, in its transaction after the payment, under the
 * document's lock (a statement line moved to confirmed, once): throwing undoes the payment and its number.
 */
export type Recorded = (tx: Database, payment: ServicePaymentRow) => Promise<void>;

const officeMoneyIn = (input: OfficeMoney, recordedBy: string): MoneyIn => ({
  amountKobo: input.amount,
  method: input.method,
  note: input.note,
  recordedBy,
  receivedAt: receivedAtOf(input.receivedOn, new Date()),
});

/**
 * The office writes down a bank transfer or cash against an issued invoice. Money beyond the balance (paid
 * twice, or by card meanwhile) is not refused: it was received, so it is kept as the invoice's credit.
 */
export async function recordOfficePayment(deps: PaymentDeps, invoiceId: string, input: OfficeMoney, recordedBy: string, recorded?: Recorded): Promise<ServicePaymentRow> {
  const { payment, mails } = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.status === 'draft') throw new HttpError(409, invoiceMessages.notIssued);
    if (invoice.status === 'void') throw new HttpError(409, invoiceMessages.alreadyVoid);
    const payment = await receiveMoney(tx, { invoice }, officeMoneyIn(input, recordedBy));
    await recorded?.(tx, payment);
    return { payment, mails: await announceServicePayment(deps, tx, payment) };
  });
  await sendStoredMails(mails);
  return payment;
}

/** The office writes down a deposit received by transfer or cash on an accepted quote not yet invoiced. */
export async function recordQuoteDeposit(deps: PaymentDeps, quoteId: string, input: OfficeMoney, recordedBy: string, recorded?: Recorded): Promise<ServicePaymentRow> {
  const { payment, mails } = await deps.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote.status !== 'accepted') throw new HttpError(409, quoteMessages.notAccepted);
    if (quote.invoiceId) throw new HttpError(409, quoteMessages.depositOnInvoice);
    const payment = await receiveMoney(tx, { quote }, officeMoneyIn(input, recordedBy));
    await recorded?.(tx, payment);
    return { payment, mails: await announceServicePayment(deps, tx, payment) };
  });
  await sendStoredMails(mails);
  return payment;
}
