import { and, asc, desc, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { invoiceViewStatuses, paymentMethodWords, type InvoiceView } from '../../../contracts/invoices';
import type { Invoice, InvoiceListQuery } from '../../../contracts/invoices.schemas';
import { lagosDateTime, lagosDayStart, nextLagosDay } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { invoiceLines, invoices, servicePayments } from './tables';
import { quotes } from '../quotes/tables';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { likeAnywhere, personSearch } from '../../lists/search';
import { countTabs } from '../../lists/tab-counts';
import { toInvoiceJson, type InvoiceLineRow, type ServicePaymentRow } from './invoice-json';
import { spreadsheetPhone } from '../../lists/stream';

export type ListedInvoice = { invoice: Invoice; sortAt: string };

const newestFirst = [
  { column: invoices.createdAt, type: 'timestamptz' as const },
  { column: invoices.id, type: 'uuid' as const },
];

export const invoiceKey = (row: ListedInvoice): SortKey => [row.sortAt, row.invoice._id];

const customerColumns = { name: invoices.customerName, email: invoices.customerEmail, phone: invoices.customerPhone };

/** The lines and payments of a batch of invoices, and their quotes' numbers: three queries per page, whatever its size. */
async function partsByInvoice(db: Database, rows: { id: string; quoteId: string | null }[]) {
  const ids = rows.map((row) => row.id);
  const quoteIds = rows.flatMap((row) => (row.quoteId ? [row.quoteId] : []));
  const [lines, payments, quoteNumbers] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position)),
    ids.length === 0 ? [] : db.select().from(servicePayments).where(inArray(servicePayments.invoiceId, ids)).orderBy(asc(servicePayments.receivedAt)),
    quoteIds.length === 0 ? [] : db.select({ id: quotes.id, number: quotes.number }).from(quotes).where(inArray(quotes.id, quoteIds)),
  ]);
  const group = <Row>(list: Row[], keyOf: (row: Row) => string | null) => {
    const byKey = new Map<string, Row[]>();
    for (const row of list) byKey.set(keyOf(row) ?? '', [...(byKey.get(keyOf(row) ?? '') ?? []), row]);
    return byKey;
  };
  return {
    lines: group<InvoiceLineRow>(lines, (line) => line.invoiceId),
    payments: group<ServicePaymentRow>(payments, (payment) => payment.invoiceId),
    quoteNumbers: new Map(quoteNumbers.map((quote) => [quote.id, quote.number])),
  };
}

function readInvoices(db: Database, where: SQL | undefined): ReadAfter<ListedInvoice> {
  return async (after, take) => {
    const rows = await db
      .select({ invoice: invoices, sortAt: sql<string>`${invoices.createdAt}::text` })
      .from(invoices)
      .where(and(where, after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(take);
    const parts = await partsByInvoice(
      db,
      rows.map(({ invoice }) => invoice),
    );
    return rows.map(({ invoice, sortAt }) => ({
      sortAt,
      invoice: toInvoiceJson(invoice, {
        lines: parts.lines.get(invoice.id) ?? [],
        payments: parts.payments.get(invoice.id) ?? [],
        quoteNumber: invoice.quoteId ? (parts.quoteNumbers.get(invoice.quoteId) ?? '') : '',
      }),
    }));
  };
}

/** The office's Invoices list, newest first: a tab, days issued, and a customer or an invoice number. */
export function adminInvoices(db: Database, filters: InvoiceListQuery): ReadAfter<ListedInvoice> {
  const words = filters.q;
  return readInvoices(
    db,
    and(
      filters.view ? inArray(invoices.status, [...invoiceViewStatuses[filters.view]]) : undefined,
      filters.from ? gte(invoices.createdAt, lagosDayStart(filters.from)) : undefined,
      filters.to ? lt(invoices.createdAt, lagosDayStart(nextLagosDay(filters.to))) : undefined,
      words ? or(ilike(invoices.number, likeAnywhere(words)), personSearch(customerColumns, words)) : undefined,
    ),
  );
}

/** A customer's invoices: those made out to their confirmed e-mail, once issued. */
export function invoicesOfEmail(db: Database, email: string): ReadAfter<ListedInvoice> {
  return readInvoices(db, and(sql`lower(${invoices.customerEmail}) = lower(${email})`, sql`${invoices.status} <> 'draft'`));
}

export function invoiceCounts(db: Database): Promise<Record<InvoiceView, number>> {
  return countTabs(db, invoices, invoices.status, invoiceViewStatuses);
}

export const invoiceCsvHeader = [
  'Issued',
  'Number',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'Title',
  'Subtotal (₦)',
  'Discount (₦)',
  'VAT (₦)',
  'Total (₦)',
  'Paid (₦)',
  'Balance (₦)',
  'Due',
  'Quote',
];

export function invoiceCsvRow({ invoice }: ListedInvoice): (string | number)[] {
  return [
    invoice.issuedOn,
    invoice.number,
    invoice.status,
    invoice.customer.name,
    invoice.customer.email,
    spreadsheetPhone(invoice.customer.phone),
    invoice.title,
    ...[invoice.subtotal, invoice.discount, invoice.vat, invoice.total, invoice.paid, invoice.balance].map((amount) => amount.toFixed(2)),
    invoice.dueDate,
    invoice.quoteNumber,
  ];
}

/** A payment as the accountant's export lists it, with the document it was paid against. */
export type ListedPayment = { payment: ServicePaymentRow; invoiceNumber: string | null; quoteNumber: string | null; customer: string; sortAt: string };

const paidFirstToLast = [
  { column: servicePayments.receivedAt, type: 'timestamptz' as const },
  { column: servicePayments.id, type: 'uuid' as const },
];

export const paymentKey = (row: ListedPayment): SortKey => [row.sortAt, row.payment.id];

/** Every payment for service work between two days, oldest first as a ledger reads. */
export function servicePaymentsBetween(db: Database, filters: { from?: string; to?: string }): ReadAfter<ListedPayment> {
  return async (after, take) => {
    const rows = await db
      .select({
        payment: servicePayments,
        invoiceNumber: invoices.number,
        quoteNumber: quotes.number,
        customer: sql<string>`coalesce(${invoices.customerName}, ${quotes.customerName}, '')`,
        sortAt: sql<string>`${servicePayments.receivedAt}::text`,
      })
      .from(servicePayments)
      .leftJoin(invoices, sql`${invoices.id} = ${servicePayments.invoiceId}`)
      .leftJoin(quotes, sql`${quotes.id} = ${servicePayments.quoteId}`)
      .where(
        and(
          filters.from ? gte(servicePayments.receivedAt, lagosDayStart(filters.from)) : undefined,
          filters.to ? lt(servicePayments.receivedAt, lagosDayStart(nextLagosDay(filters.to))) : undefined,
          after ? afterKey(paidFirstToLast, after, 'asc') : undefined,
        ),
      )
      .orderBy(asc(servicePayments.receivedAt), asc(servicePayments.id))
      .limit(take);
    return rows;
  };
}

export const paymentCsvHeader = ['Received', 'Receipt', 'Customer', 'Invoice', 'Quote (deposit)', 'Method', 'Amount (₦)', 'Card reference', 'Note'];

export function paymentCsvRow(row: ListedPayment): (string | number)[] {
  return [
    lagosDateTime(row.payment.receivedAt),
    row.payment.receiptNumber,
    row.customer,
    row.invoiceNumber ?? '',
    row.quoteNumber ?? '',
    paymentMethodWords[row.payment.method],
    nairaOfKobo(row.payment.amountKobo).toFixed(2),
    row.payment.providerReference ?? '',
    row.payment.note,
  ];
}
