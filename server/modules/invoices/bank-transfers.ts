import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { outstandingStatuses } from '../../../contracts/invoices';
import { emailKey as emailKeyOf } from '../../../contracts/customers';
import { nairaOfKobo } from '../../../contracts/money';
import type { BankTransfer } from '../../../contracts/transfers.schemas';
import { transferMessages } from '../../../contracts/transfers';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { sendStoredMails, type QueuedMail } from '../../mail/outbox';
import { samePerson } from '../../lists/search';
import { ownerOfAccount, type PaymentDeps, type TransferReport } from '../payments';
import { depositsOwedBy, lockQuote, quoteIdOfNumber } from '../quotes';
import type { InvoiceRow, ServicePaymentRow } from './invoice-json';
import { lockInvoice } from './invoices';
import { receiveMoney } from './settlement';
import { announceServicePayment } from './service-payments';
import { bankTransfers, invoices } from './tables';

type BankTransferRow = typeof bankTransfers.$inferSelect;

/** A document the customer owes on now: a quote's deposit, or an issued invoice's balance. */
export type OpenDocument = { quoteId: string; owedKobo: number } | { invoiceId: string; owedKobo: number };

/**
 * Which open document money paid by transfer settles: the one whose balance is exactly the amount, else the
 * oldest; deposits come before invoices (the job waits on its deposit), so `open` lists deposits first, each
 * kind oldest first. Less than owed is a part payment; more becomes the document's credit (receiveMoney).
 */
export function documentForTransfer(open: readonly OpenDocument[], amountKobo: number): OpenDocument | undefined {
  return open.find((document) => document.owedKobo === amountKobo) ?? open[0];
}

/** A customer's open documents by their e-mail key, deposits first, each kind oldest first. */
async function openDocumentsOf(db: Database, emailKey: string): Promise<OpenDocument[]> {
  const balance = sql<number>`${invoices.totalKobo} - ${invoices.paidKobo}`;
  const [deposits, owedInvoices] = await Promise.all([
    depositsOwedBy(db, emailKey),
    db
      .select({ invoiceId: invoices.id, owedKobo: balance.mapWith(Number) })
      .from(invoices)
      .where(and(samePerson({ email: invoices.customerEmail, phone: invoices.customerPhone }, { emailKey, phoneKey: null }), inArray(invoices.status, [...outstandingStatuses]), gt(balance, 0)))
      .orderBy(asc(invoices.createdAt), asc(invoices.id)),
  ]);
  return [...deposits.map(({ quoteId, owedKobo }) => ({ quoteId, owedKobo })), ...owedInvoices];
}

/** A customer who owes nothing now: their newest issued invoice, where money paid beyond what was owed is held as credit. */
async function lastInvoiceOf(db: Database, emailKey: string): Promise<OpenDocument | undefined> {
  const [row] = await db
    .select({ invoiceId: invoices.id })
    .from(invoices)
    .where(and(samePerson({ email: invoices.customerEmail, phone: invoices.customerPhone }, { emailKey, phoneKey: null }), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row ? { invoiceId: row.invoiceId, owedKobo: 0 } : undefined;
}

/** One customer's transfers are placed one at a time, on every copy: two at once would both pick the same balance. */
const lockCustomersTransfers = (tx: Database, emailKey: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bank-transfers:${emailKey}`}, 0))`);

/** received|unmatched -> settled|assigned, once: answers whether this call moved it. */
async function placeTransfer(tx: Database, id: string, from: BankTransferRow['status'], to: { status: BankTransferRow['status']; assignedBy?: string }): Promise<boolean> {
  const moved = await tx
    .update(bankTransfers)
    .set({ ...to, placedAt: new Date() })
    .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, from)))
    .returning({ id: bankTransfers.id });
  return moved.length > 0;
}

const transferNote = (transfer: BankTransferRow) =>
  ["Bank transfer into the customer's own account number", transfer.senderName && `from ${transfer.senderName}`, transfer.senderBank && `(${transfer.senderBank})`].filter(Boolean).join(' ');

/** Settles a transfer on documents locked by the caller in the lock order, notes the payment on it, and stores the receipt's mails. */
async function settleTransfer(
  deps: PaymentDeps,
  tx: Database,
  transfer: BankTransferRow,
  payable: { quote?: Awaited<ReturnType<typeof lockQuote>>; invoice?: InvoiceRow },
  recordedBy?: string,
): Promise<QueuedMail[]> {
  const payment: ServicePaymentRow = await receiveMoney(tx, payable, {
    amountKobo: transfer.amountKobo,
    method: 'bank_transfer',
    providerReference: transfer.reference,
    note: transferNote(transfer),
    receivedAt: transfer.paidAt,
    ...(recordedBy ? { recordedBy } : {}),
  });
  await tx.update(bankTransfers).set({ paymentId: payment.id }).where(eq(bankTransfers.id, transfer.id));
  return announceServicePayment(deps, tx, payment);
}

/**
 * Money paid into a customer's own account number, however often and in whatever order the provider reports
 * it: kept once by its reference, then placed once on the customer's open document (documentForTransfer)
 * through receiveMoney, with the receipt mailed as for a card payment; a customer who owes nothing has it as
 * credit on their newest invoice. Money the product cannot place (an account it does not know, a customer
 * with no invoice or quote owing) is kept as unmatched for the office; never dropped.
 *
 * Locks, before the documents' lock order (settlement.ts): the customer's transfers (an advisory lock by
 * e-mail key); the transfer's row moves last, by a conditional update, as a payment page does.
 */
export async function takeBankTransfer(deps: PaymentDeps, report: TransferReport): Promise<void> {
  await deps.db
    .insert(bankTransfers)
    .values({
      reference: report.reference,
      amountKobo: report.amountKobo,
      accountNumber: report.accountNumber,
      customerEmail: report.customerEmail,
      senderName: report.senderName,
      senderBank: report.senderBank,
      narration: report.narration,
      paidAt: report.paidAt,
    })
    .onConflictDoNothing({ target: bankTransfers.reference });
  const [transfer] = await deps.db.select().from(bankTransfers).where(eq(bankTransfers.reference, report.reference));
  // Placed already (a replay): nothing more. A copy that died before placing it leaves it `received` for the next report.
  if (!transfer || transfer.status !== 'received') return;
  const owner = await ownerOfAccount(deps.db, transfer.accountNumber, transfer.customerEmail ? emailKeyOf(transfer.customerEmail) : '');
  const mails = await deps.db.transaction(async (tx) => {
    if (!owner) {
      await placeTransfer(tx, transfer.id, 'received', { status: 'unmatched' });
      return [];
    }
    await lockCustomersTransfers(tx, owner);
    const document = documentForTransfer(await openDocumentsOf(tx, owner), transfer.amountKobo) ?? (await lastInvoiceOf(tx, owner));
    if (!document) {
      await placeTransfer(tx, transfer.id, 'received', { status: 'unmatched' });
      return [];
    }
    const quote = 'quoteId' in document ? await lockQuote(tx, document.quoteId) : undefined;
    // A quote invoiced meanwhile: its deposit lands on the invoice, as a deposit page's does.
    const invoiceId = quote ? quote.invoiceId : 'invoiceId' in document ? document.invoiceId : null;
    const invoice = invoiceId ? await lockInvoice(tx, invoiceId) : undefined;
    if (!(await placeTransfer(tx, transfer.id, 'received', { status: 'settled' }))) return [];
    return settleTransfer(deps, tx, transfer, { quote, invoice });
  });
  await sendStoredMails(mails);
}

export function toBankTransferJson(row: BankTransferRow): BankTransfer {
  return {
    _id: row.id,
    reference: row.reference,
    amount: nairaOfKobo(row.amountKobo),
    accountNumber: row.accountNumber,
    customerEmail: row.customerEmail,
    senderName: row.senderName,
    senderBank: row.senderBank,
    narration: row.narration,
    status: row.status,
    paidAt: row.paidAt.toISOString(),
  };
}

/** The unmatched list stays short (the office works it down); past this many, the oldest are shown first. */
const unmatchedShown = 200;

/** Money the product could not place, oldest first: the office's to assign. */
export async function unmatchedTransfers(db: Database): Promise<BankTransfer[]> {
  const rows = await db.select().from(bankTransfers).where(eq(bankTransfers.status, 'unmatched')).orderBy(asc(bankTransfers.paidAt), asc(bankTransfers.id)).limit(unmatchedShown);
  return rows.map(toBankTransferJson);
}

/** The document printed with `number`: an invoice (INV-) or a quote (Q-); a 404 when none is. */
export async function documentOfNumber(db: Database, number: string): Promise<{ quoteId: string } | { invoiceId: string }> {
  if (number.startsWith('INV-')) {
    const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number));
    if (row) return { invoiceId: row.id };
  } else {
    const quoteId = await quoteIdOfNumber(db, number);
    if (quoteId) return { quoteId };
  }
  throw new HttpError(404, transferMessages.documentNotFound);
}

/**
 * The office places unmatched money on the document it pays (by its number), once however often pressed or
 * from however many copies: settled as the product would have, with the receipt. A quote already invoiced
 * passes it to its invoice.
 */
export async function assignTransfer(deps: PaymentDeps, id: string, number: string, recordedBy: string): Promise<BankTransfer> {
  const [found] = await deps.db.select().from(bankTransfers).where(eq(bankTransfers.id, id));
  if (!found) throw new HttpError(404, transferMessages.notFound);
  if (found.status !== 'unmatched') throw new HttpError(409, transferMessages.alreadyPlaced);
  const document = await documentOfNumber(deps.db, number);
  const mails = await deps.db.transaction(async (tx) => {
    const quote = 'quoteId' in document ? await lockQuote(tx, document.quoteId) : undefined;
    if (quote && quote.status !== 'accepted') throw new HttpError(409, transferMessages.notOpen);
    const invoiceId = quote ? quote.invoiceId : 'invoiceId' in document ? document.invoiceId : null;
    const invoice = invoiceId ? await lockInvoice(tx, invoiceId) : undefined;
    if (invoice && (invoice.status === 'draft' || invoice.status === 'void')) throw new HttpError(409, transferMessages.notOpen);
    if (!(await placeTransfer(tx, found.id, 'unmatched', { status: 'assigned', assignedBy: recordedBy }))) throw new HttpError(409, transferMessages.alreadyPlaced);
    return settleTransfer(deps, tx, found, { quote, invoice }, recordedBy);
  });
  await sendStoredMails(mails);
  const [after] = await deps.db.select().from(bankTransfers).where(eq(bankTransfers.id, id));
  return toBankTransferJson(after ?? found);
}
