import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { invoiceMessages, invoiceStatusAfterPayment, paymentMethodWords, type PaymentMethod } from '../../../contracts/invoices';
import type { Invoice } from '../../../contracts/invoices.schemas';
import { lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { formatKobo } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import type { Database } from '../../db/client';
import { invoices, servicePayments } from '../../db/schema';
import { HttpError } from '../../errors';
import { paymentReceivedMail, receiptMail } from '../../mail/service-mails';
import { nextDocumentNumber } from '../numbering/numbering';
import { findQuoteRow } from '../quotes/quotes';
import { balanceKoboOf, toCustomerInvoiceJson, toServicePaymentJson, type ServicePaymentRow } from './invoice-json';
import { findInvoiceRow, invoiceDetail, invoicePartsOf, lockInvoice, noteInvoiceHistory, type InvoiceDeps } from './invoices';
import { receiptPdfAttachment, type ReceiptFacts } from './invoice-pdf';

export type NewServicePayment = {
  /** Set for a deposit on a quote; null for a payment of an invoice. */
  quoteId: string | null;
  invoiceId: string | null;
  amountKobo: number;
  method: PaymentMethod;
  providerReference?: string;
  note?: string;
  recordedBy?: string;
  receivedAt: Date;
};

/**
 * The one way money for service work is written down, in the caller's transaction: a numbered receipt, and,
 * against an invoice, the invoice's paid sum and status moved on with it (part-paid, paid). A provider
 * reference is taken once only (unique), so a reported payment can never be counted twice.
 */
export async function recordServicePayment(tx: Database, payment: NewServicePayment): Promise<ServicePaymentRow> {
  const receiptNumber = await nextDocumentNumber(tx, 'receipt');
  const [row] = await tx
    .insert(servicePayments)
    .values({ ...payment, receiptNumber, providerReference: payment.providerReference ?? null, note: payment.note ?? '', recordedBy: payment.recordedBy ?? null })
    .returning();
  if (!row) throw new Error('payment was not stored');
  if (!payment.invoiceId) return row;
  const invoice = await lockInvoice(tx, payment.invoiceId);
  const paidKobo = invoice.paidKobo + payment.amountKobo;
  const status = invoiceStatusAfterPayment(invoice.status, paidKobo, invoice.totalKobo);
  const now = new Date();
  await tx
    .update(invoices)
    .set({ paidKobo, status, updatedAt: now, ...(status === 'paid' && !invoice.paidAt ? { paidAt: now } : {}) })
    .where(eq(invoices.id, invoice.id));
  const what = payment.quoteId ? 'Deposit' : paymentMethodWords[payment.method];
  await noteInvoiceHistory(tx, invoice.id, 'payment', `${formatKobo(payment.amountKobo)}, ${what} (${receiptNumber})`);
  return row;
}

/** The day's money comes in at the moment it is recorded; an earlier day's at its Lagos noon. */
function receivedAtOf(day: string, now: Date): Date {
  return day === lagosClock(now).day ? now : new Date(lagosDayStart(day).getTime() + 12 * 60 * 60 * 1000);
}

/** The office writes down a bank transfer or cash against a sent invoice, up to what is still owed. */
export async function recordOfficePayment(
  deps: InvoiceDeps,
  invoiceId: string,
  input: { amount: number; method: PaymentMethod; receivedOn: string; note: string },
  recordedBy: string,
): Promise<Invoice> {
  const payment = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.status === 'draft') throw new HttpError(409, invoiceMessages.notIssued);
    if (invoice.status === 'void') throw new HttpError(409, invoiceMessages.alreadyVoid);
    const balance = balanceKoboOf(invoice);
    if (balance <= 0) throw new HttpError(409, invoiceMessages.notPayable);
    if (input.amount > balance) throw new HttpError(400, invoiceMessages.amountTooLarge);
    return recordServicePayment(tx, { quoteId: null, invoiceId, amountKobo: input.amount, method: input.method, note: input.note, recordedBy, receivedAt: receivedAtOf(input.receivedOn, new Date()) });
  });
  await announceServicePayment(deps, payment);
  return invoiceDetail(deps.db, invoiceId);
}

export async function findServicePayment(db: Database, id: string): Promise<ServicePaymentRow> {
  const [row] = await db.select().from(servicePayments).where(eq(servicePayments.id, id));
  if (!row) throw new HttpError(404, invoiceMessages.paymentNotFound);
  return row;
}

/** Who paid, for what, and where the invoice stands after it: the receipt's facts. */
export async function receiptFactsOf(db: Database, payment: ServicePaymentRow): Promise<ReceiptFacts> {
  const json = toServicePaymentJson(payment);
  if (payment.invoiceId) {
    const row = await findInvoiceRow(db, payment.invoiceId);
    const invoice = toCustomerInvoiceJson(row, await invoicePartsOf(db, row));
    const deposit = payment.quoteId ? `Deposit on quote ${invoice.quoteNumber}, ` : '';
    return { payment: json, customer: invoice.customer, forWhat: `${deposit}Invoice ${invoice.number}: ${invoice.title}`, invoice };
  }
  const quote = await findQuoteRow(db, payment.quoteId ?? '');
  return {
    payment: json,
    customer: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone, address: quote.customerAddress },
    forWhat: `Deposit on quote ${quote.number}: ${quote.title}`,
  };
}

/** The customer's receipt (a PDF) and the office's notice, once the payment is committed. */
export async function announceServicePayment(deps: InvoiceDeps, payment: ServicePaymentRow): Promise<void> {
  const facts = await receiptFactsOf(deps.db, payment);
  const balanceKobo = facts.invoice ? Math.round(facts.invoice.balance * 100) : undefined;
  const received = { receiptNumber: payment.receiptNumber, amountKobo: payment.amountKobo, method: payment.method, forWhat: facts.forWhat, balanceKobo };
  const officeLink = `${deps.config.publicUrl}${payment.invoiceId ? pathTo('adminInvoice', { id: payment.invoiceId }) : pathTo('adminQuote', { id: payment.quoteId ?? '' })}`;
  await deps.notify(receiptMail(facts.customer.email, facts.customer.name, received, await receiptPdfAttachment(facts)), { receipt: payment.receiptNumber });
  await deps.notify(paymentReceivedMail(deps.config.companyEmail, facts.customer, received, officeLink), { receipt: payment.receiptNumber });
}

/** Money received for service work between two instants, in kobo (the dashboard's month). */
export async function serviceMoneyKoboBetween(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${servicePayments.amountKobo}), 0)` })
    .from(servicePayments)
    .where(and(gte(servicePayments.receivedAt, from), lt(servicePayments.receivedAt, to)));
  return Number(row?.value ?? 0);
}
