import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { invoiceMessages } from '../../../contracts/invoices';
import { pathTo } from '../../../contracts/pages';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { servicePayments } from './tables';
import { HttpError } from '../../errors';
import type { QueuedMail } from '../../mail/outbox';
import { paymentReceivedMail, receiptMail } from '../../mail/service-mails';
import { quoteFiguresOf } from '../quotes';
import { findQuoteRow, quoteLinesOf } from '../quotes';
import { invoiceFiguresOf, toCustomerInvoiceJson, toServicePaymentJson, type ServicePaymentRow } from './invoice-json';
import { findInvoiceRow, invoiceLinkToken, invoicePartsOf, type InvoiceDeps } from './invoices';
import { documentLinkToken } from '../auth';
import { paymentReceiptMessage, shortLink, tellCustomer } from '../messages';
import { receiptPdfAttachment, type ReceiptFacts } from './invoice-pdf';

export async function findServicePayment(db: Database, id: string): Promise<ServicePaymentRow> {
  const [row] = await db.select().from(servicePayments).where(eq(servicePayments.id, id));
  if (!row) throw new HttpError(404, invoiceMessages.paymentNotFound);
  return row;
}

/** Who paid, for what, and where the document stands now: the receipt's facts, from the same figures the answers carry. */
export async function receiptFactsOf(db: Database, payment: ServicePaymentRow): Promise<ReceiptFacts> {
  const json = toServicePaymentJson(payment);
  if (payment.invoiceId) {
    const row = await findInvoiceRow(db, payment.invoiceId);
    const invoice = toCustomerInvoiceJson(row, await invoicePartsOf(db, row));
    const deposit = payment.quoteId ? `Deposit on quote ${invoice.quoteNumber}, ` : '';
    return {
      payment: json,
      customer: invoice.customer,
      number: invoice.number,
      forWhat: `${deposit}Invoice ${invoice.number}: ${invoice.title}`,
      standing: { ...invoiceFiguresOf(row), kind: 'invoice' },
    };
  }
  const quote = await findQuoteRow(db, payment.quoteId ?? '');
  return {
    payment: json,
    customer: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone, address: quote.customerAddress },
    number: quote.number,
    forWhat: `Deposit on quote ${quote.number}: ${quote.title}`,
    standing: { ...quoteFiguresOf(quote, await quoteLinesOf(db, quote.id)), kind: 'quote' },
  };
}

/**
 * The customer's receipt (a PDF) and the office's notice, stored in `tx` with the payment (a copy that dies
 * after the commit leaves them to the queue): what was taken, what it settled, what is kept as credit, and
 * what is still owed; the receipt goes to the customer's phone too, with the document's page. Answers the mails
 * to send once the transaction has committed.
 */
export async function announceServicePayment(deps: InvoiceDeps & Pick<AppDeps, 'jobs'>, tx: Database, payment: ServicePaymentRow): Promise<QueuedMail[]> {
  const facts = await receiptFactsOf(tx, payment);
  const received = {
    receiptNumber: payment.receiptNumber,
    amountKobo: payment.amountKobo,
    settledKobo: payment.amountKobo - payment.creditKobo,
    creditKobo: payment.creditKobo,
    method: payment.method,
    forWhat: facts.forWhat,
    number: facts.number,
    kind: facts.standing.kind,
    balanceKobo: facts.standing.balanceKobo,
    paidTwice: payment.paidTwice !== null,
  };
  const officeLink = `${deps.config.publicUrl}${payment.invoiceId ? pathTo('adminInvoice', { id: payment.invoiceId }) : pathTo('adminQuote', { id: payment.quoteId ?? '' })}`;
  const about = { receipt: payment.receiptNumber };
  await tellCustomer(
    deps.jobs,
    tx,
    paymentReceiptMessage(
      { id: payment.id, customerName: facts.customer.name, customerPhone: facts.customer.phone, amountKobo: payment.amountKobo, number: facts.number },
      await shortLink(tx, deps.config.publicUrl, await documentPageOf(deps, tx, payment)),
    ),
  );
  const receipt = facts.customer.email
    ? [await deps.notify(receiptMail(facts.customer.email, facts.customer.name, received, await receiptPdfAttachment(facts, deps.config.billing), deps.config.billing), about, tx)]
    : [];
  return [...receipt, await deps.notify(paymentReceivedMail(deps.config.companyEmail, facts.customer, received, officeLink), about, tx)];
}

/** The customer's page of the document paid (the invoice, or the quote its deposit was on), whose link is the same each time it is sent. */
async function documentPageOf(deps: InvoiceDeps, tx: Database, payment: ServicePaymentRow): Promise<string> {
  if (payment.invoiceId) return `${deps.config.publicUrl}${pathTo('invoice', { token: await invoiceLinkToken(tx, deps.config.accessTokenSecret, payment.invoiceId) })}`;
  return `${deps.config.publicUrl}${pathTo('quote', { token: documentLinkToken(deps.config.accessTokenSecret, 'quote', payment.quoteId ?? '').token })}`;
}

/** The payment a provider reference settled, if it has been recorded. */
export async function paymentOfReference(db: Database, reference: string): Promise<ServicePaymentRow | undefined> {
  const [row] = await db.select().from(servicePayments).where(eq(servicePayments.providerReference, reference));
  return row;
}

/** Money received for service work between two instants, in kobo (the dashboard's month). */
export async function serviceMoneyKoboBetween(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${servicePayments.amountKobo}), 0)` })
    .from(servicePayments)
    .where(and(gte(servicePayments.receivedAt, from), lt(servicePayments.receivedAt, to)));
  return Number(row?.value ?? 0);
}
