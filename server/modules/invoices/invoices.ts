import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { company } from '../../../contracts/company';
import { invoiceMessages, invoiceStatusAfterPayment, outstandingStatuses, type InvoiceStatus } from '../../../contracts/invoices';
import type { Invoice, InvoiceDraft, InvoiceSent } from '../../../contracts/invoices.schemas';
import { lagosClock } from '../../../contracts/lagos-time';
import { boundedSubtotalKobo, countsInTotal, documentTotals } from '../../../contracts/money';
import { quoteMessages } from '../../../contracts/quotes';
import type { AppDeps, CustomerDirectory } from '../../app-deps';
import { invoiceLinkMessage, shortLink, tellCustomer } from '../messages';
import type { Database } from '../../db/client';
import { invoiceHistory, invoiceLines, invoices, servicePayments } from './tables';
import { HttpError } from '../../errors';
import { invoiceMail } from '../../mail/service-mails';
import { documentLinkToken } from '../auth';
import { nextDocumentNumber } from '../numbering';
import { closeServicePages, virtualAccountOf } from '../payments';
import { findQuoteRow, lockAcceptedQuote, markQuoteInvoiced, quoteLinesOf, secondDepositsOf, sentNote, sharingOf, takeQuoteCredit } from '../quotes';
import { creditMovesOf } from './credit-moves';
import { toInvoiceJson, type InvoiceLineRow, type InvoiceParts, type InvoiceRow } from './invoice-json';
import { invoicePdfAttachment } from './invoice-pdf';

export type InvoiceDeps = Pick<AppDeps, 'config' | 'db' | 'notify'>;

export const invoiceLinkOf = (publicUrl: string, token: string) => `${publicUrl}/invoices/${token}`;

export async function noteInvoiceHistory(tx: Database, invoiceId: string, event: string, note = ''): Promise<void> {
  await tx.insert(invoiceHistory).values({ invoiceId, event, note });
}

export async function findInvoiceRow(db: Database, id: string): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new HttpError(404, invoiceMessages.notFound);
  return row;
}

/** Locks an invoice for a change that must be judged against its latest state (a payment, a void). */
export async function lockInvoice(tx: Database, id: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new HttpError(404, invoiceMessages.notFound);
  return row;
}

/** Its lines, its payments (deposits first, oldest first) and the number of the quote it came from. */
export async function invoicePartsOf(db: Database, row: InvoiceRow): Promise<InvoiceParts> {
  const [lines, payments, quote, credits, virtualAccount] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.position)),
    db.select().from(servicePayments).where(eq(servicePayments.invoiceId, row.id)).orderBy(asc(servicePayments.receivedAt), asc(servicePayments.id)),
    row.quoteId ? findQuoteRow(db, row.quoteId) : undefined,
    creditMovesOf(db, { invoiceId: row.id }),
    virtualAccountOf(db, row.customerEmail),
  ]);
  return { lines, payments, quoteNumber: quote?.number ?? '', credits, virtualAccount };
}

export async function invoiceDetail(db: Database, id: string): Promise<Invoice> {
  const row = await findInvoiceRow(db, id);
  const [parts, history, secondDeposits] = await Promise.all([
    invoicePartsOf(db, row),
    db.select().from(invoiceHistory).where(eq(invoiceHistory.invoiceId, id)).orderBy(asc(invoiceHistory.at), asc(invoiceHistory.id)),
    secondDepositsOf(db, { invoiceId: id }),
  ]);
  return { ...toInvoiceJson(row, parts, history), secondDeposits };
}

type PricedLines = Pick<InvoiceLineRow, 'description' | 'quantity' | 'unitPriceKobo'>[];

async function writeLines(tx: Database, invoiceId: string, lines: PricedLines): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values(lines.map((line, position) => ({ invoiceId, position, description: line.description, quantity: line.quantity, unitPriceKobo: line.unitPriceKobo })));
}

function pricedLinesOf(draft: InvoiceDraft): PricedLines {
  return draft.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPriceKobo: line.unitPrice }));
}

/** The columns a draft sets, its totals worked out once here and kept; past the most a document may come to, a 400 and nothing stored. */
function draftColumns(draft: Omit<InvoiceDraft, 'lines'>, lines: PricedLines, vatBasisPoints: number) {
  if (boundedSubtotalKobo(lines, vatBasisPoints) === undefined) throw new HttpError(400, quoteMessages.totalTooLarge);
  const totals = documentTotals(lines, draft.discount, vatBasisPoints);
  return {
    customerName: draft.customer.name,
    customerEmail: draft.customer.email,
    customerPhone: draft.customer.phone,
    customerAddress: draft.customer.address,
    title: draft.title,
    discountKobo: totals.discountKobo,
    vatBasisPoints,
    subtotalKobo: totals.subtotalKobo,
    vatKobo: totals.vatKobo,
    totalKobo: totals.totalKobo,
    dueDate: draft.dueDate,
    terms: draft.terms,
    notes: draft.notes,
  };
}

/**
 * Stores a new invoice in the caller's transaction with the next number of the year: the number and the
 * invoice commit together or not at all, so numbers have no gaps.
 */
async function insertInvoice(tx: Database, directory: CustomerDirectory, columns: ReturnType<typeof draftColumns> & { quoteId?: string }, lines: PricedLines, note: string): Promise<InvoiceRow> {
  const number = await nextDocumentNumber(tx, 'invoice');
  const [row] = await tx
    .insert(invoices)
    .values({ ...columns, number, issuedOn: lagosClock().day })
    .returning();
  if (!row) throw new Error('invoice was not stored');
  await writeLines(tx, row.id, lines);
  await noteInvoiceHistory(tx, row.id, 'created', note);
  await directory.noteCustomer(tx, { name: row.customerName, email: row.customerEmail, phone: row.customerPhone, address: row.customerAddress });
  return row;
}

export async function createInvoice(deps: Pick<AppDeps, 'config' | 'db' | 'directory'>, draft: InvoiceDraft): Promise<Invoice> {
  const lines = pricedLinesOf(draft);
  const row = await deps.db.transaction((tx) => insertInvoice(tx, deps.directory, draftColumns(draft, lines, draft.chargeVat ? deps.config.vatBasisPoints : 0), lines, ''));
  return invoiceDetail(deps.db, row.id);
}

/**
 * The invoice of an accepted quote, once: its lines as accepted (the options the customer chose), the same
 * discount and VAT, the deposits already paid on the quote counted as paid on the invoice and its credit
 * moved with them. Under the quote's lock, so a deposit being settled at the same moment lands either before
 * (and is moved here) or after (and finds the quote invoiced, and pays this invoice); the quote's deposit
 * pages close.
 */
export async function createInvoiceFromQuote(deps: Pick<AppDeps, 'db' | 'directory'>, quoteId: string, dueDate: string): Promise<Invoice> {
  const row = await deps.db.transaction(async (tx) => {
    const quote = await lockAcceptedQuote(tx, quoteId);
    if (quote.invoiceId) throw new HttpError(409, quoteMessages.alreadyInvoiced);
    const lines = (await quoteLinesOf(tx, quoteId)).filter(countsInTotal);
    const columns = draftColumns(
      {
        customer: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone, address: quote.customerAddress },
        title: quote.title,
        discount: quote.discountKobo,
        chargeVat: quote.vatBasisPoints > 0,
        dueDate,
        terms: quote.terms,
        notes: quote.notes,
      },
      lines,
      quote.vatBasisPoints,
    );
    const invoice = await insertInvoice(tx, deps.directory, { ...columns, quoteId }, lines, `From quote ${quote.number}`);
    await markQuoteInvoiced(tx, quoteId, invoice);
    await closeServicePages(tx, { quoteId });
    const deposits = await tx
      .update(servicePayments)
      .set({ invoiceId: invoice.id })
      .where(and(eq(servicePayments.quoteId, quoteId), sql`${servicePayments.invoiceId} is null`))
      .returning();
    const settledKobo = deposits.reduce((sum, payment) => sum + payment.amountKobo - payment.creditKobo, 0);
    const paidKobo = Math.min(settledKobo, invoice.totalKobo);
    if (quote.creditKobo > 0) await takeQuoteCredit(tx, quoteId, quote.creditKobo, `Moved to invoice ${invoice.number}`);
    const creditKobo = quote.creditKobo + settledKobo - paidKobo;
    if (paidKobo === 0 && creditKobo === 0) return invoice;
    const [withDeposit] = await tx.update(invoices).set({ paidKobo, creditKobo }).where(eq(invoices.id, invoice.id)).returning();
    for (const deposit of deposits) await noteInvoiceHistory(tx, invoice.id, 'payment', `Deposit ${deposit.receiptNumber}`);
    if (creditKobo > 0) await noteInvoiceHistory(tx, invoice.id, 'credit', `Credit from quote ${quote.number}`);
    return withDeposit ?? invoice;
  });
  return invoiceDetail(deps.db, row.id);
}

export async function updateDraftInvoice(deps: Pick<AppDeps, 'config' | 'db' | 'directory'>, id: string, draft: InvoiceDraft): Promise<Invoice> {
  await deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    if (current.status !== 'draft') throw new HttpError(409, invoiceMessages.onlyDraftChanges);
    const lines = pricedLinesOf(draft);
    await tx
      .update(invoices)
      .set({ ...draftColumns(draft, lines, draft.chargeVat ? deps.config.vatBasisPoints : 0), updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await writeLines(tx, id, lines);
    await noteInvoiceHistory(tx, id, 'edited');
    await deps.directory.noteCustomer(tx, draft.customer);
  });
  return invoiceDetail(deps.db, id);
}

const sendable: readonly InvoiceStatus[] = ['draft', ...outstandingStatuses];

/**
 * The customer's private link: the same each time it is sent or reminded (documentLinkToken), so every link
 * mailed or shared keeps working while the invoice is open.
 */
export async function invoiceLinkToken(tx: Database, secret: string, id: string): Promise<string> {
  const link = documentLinkToken(secret, 'invoice', id);
  // Written only when the row does not hold it yet: an invoice already sent keeps its row unlocked, so a receipt
  // told inside another document's transaction (a deposit kept on it) takes no lock out of the lock order.
  await tx
    .update(invoices)
    .set({ tokenHash: link.hash })
    .where(and(eq(invoices.id, id), or(isNull(invoices.tokenHash), ne(invoices.tokenHash, link.hash))));
  return link.token;
}

/**
 * Issues the invoice (a draft becomes sent, or part-paid or paid when deposits cover it) and mails it with
 * its PDF and a link to pay when the customer has an e-mail, sends the link to their phone; answers the link as WhatsApp and SMS messages for
 * the office. Sending again gives the same link.
 */
export async function sendInvoice(deps: InvoiceDeps & Pick<AppDeps, 'jobs'>, id: string): Promise<InvoiceSent> {
  const { sent, token, invoice, mail } = await deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    if (!sendable.includes(current.status)) throw new HttpError(409, invoiceMessages.cannotSend);
    const now = new Date();
    const status = current.status === 'draft' ? invoiceStatusAfterPayment('sent', current.paidKobo, current.totalKobo) : current.status;
    const token = await invoiceLinkToken(tx, deps.config.accessTokenSecret, id);
    const [row] = await tx
      .update(invoices)
      .set({ status, sentAt: now, updatedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
      .where(eq(invoices.id, id))
      .returning();
    if (!row) throw new HttpError(404, invoiceMessages.notFound);
    await noteInvoiceHistory(tx, id, 'sent', sentNote(row, current.status !== 'draft'));
    const issued = await invoiceDetail(tx, id);
    const mailed = invoiceLinkOf(deps.config.publicUrl, token);
    const ownAccount = await virtualAccountOf(tx, row.customerEmail);
    const mail = row.customerEmail
      ? await deps.notify(invoiceMail(row, mailed, await invoicePdfAttachment(issued, deps.config.billing), deps.config.billing, ownAccount), { invoice: row.number }, tx)
      : undefined;
    await tellCustomer(deps.jobs, tx, invoiceLinkMessage({ ...row, sentAt: now }, await shortLink(tx, deps.config.publicUrl, mailed), ownAccount));
    return { sent: row, token, invoice: issued, mail };
  });
  await mail?.sendNow();
  const link = invoiceLinkOf(deps.config.publicUrl, token);
  const text = `Hello ${sent.customerName}, here is invoice ${sent.number} from ${company.name} for ${sent.title}. You can read it and pay it here: ${link}`;
  return { invoice, ...sharingOf(sent, link, text), message: invoiceMessages.sent };
}

/**
 * A void invoice keeps its number and stays in the books; one that money has been paid against cannot be
 * voided. Its payment pages close: money still taken on one is kept as a credit on the void invoice.
 */
export async function voidInvoice(deps: Pick<InvoiceDeps, 'db'>, id: string, reason: string): Promise<Invoice> {
  await deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    if (current.status === 'void') throw new HttpError(409, invoiceMessages.alreadyVoid);
    if (current.paidKobo > 0) throw new HttpError(409, invoiceMessages.cannotVoid);
    const now = new Date();
    await tx.update(invoices).set({ status: 'void', voidReason: reason, voidedAt: now, updatedAt: now }).where(eq(invoices.id, id));
    await closeServicePages(tx, { invoiceId: id });
    await noteInvoiceHistory(tx, id, 'voided', reason);
  });
  return invoiceDetail(deps.db, id);
}

/** Invoices money is owed on and overdue ones, counted and summed for the dashboard (their own index). */
export async function outstandingInvoices(db: Database) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      balanceKobo: sql<string>`coalesce(sum(${invoices.totalKobo} - ${invoices.paidKobo}), 0)`,
      overdueCount: sql<number>`count(*) filter (where ${invoices.status} = 'overdue')::int`,
      overdueKobo: sql<string>`coalesce(sum(${invoices.totalKobo} - ${invoices.paidKobo}) filter (where ${invoices.status} = 'overdue'), 0)`,
    })
    .from(invoices)
    .where(inArray(invoices.status, [...outstandingStatuses]));
  return { count: row?.count ?? 0, balanceKobo: Number(row?.balanceKobo ?? 0), overdueCount: row?.overdueCount ?? 0, overdueKobo: Number(row?.overdueKobo ?? 0) };
}

/** Credit held on invoices, to refund or apply (the dashboard's refund due), on its own partial index. */
export async function invoiceCreditsHeld(db: Database) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, creditKobo: sql<string>`coalesce(sum(${invoices.creditKobo}), 0)` })
    .from(invoices)
    .where(sql`${invoices.creditKobo} > 0`);
  return { count: row?.count ?? 0, creditKobo: Number(row?.creditKobo ?? 0) };
}
