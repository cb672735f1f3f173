import type { VirtualAccount } from '../../../contracts/customers.schemas';
import { balanceKobo, documentFigures, figuresInNaira, nairaOfKobo, lineTotalKobo } from '../../../contracts/money';
import type { CreditMove, CustomerInvoice, Invoice, ServicePayment } from '../../../contracts/invoices.schemas';
import type { invoiceHistory, invoiceLines, invoices, serviceCredits, servicePayments } from './tables';
import { historyEntryOf } from '../quotes';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceHistoryRow = typeof invoiceHistory.$inferSelect;
export type ServicePaymentRow = typeof servicePayments.$inferSelect;
export type CreditMoveRow = typeof serviceCredits.$inferSelect;

const isoOrNull = (instant: Date | null) => instant?.toISOString() ?? null;

export function toServicePaymentJson(row: ServicePaymentRow): ServicePayment {
  return {
    _id: row.id,
    receiptNumber: row.receiptNumber,
    amount: nairaOfKobo(row.amountKobo),
    method: row.method,
    reference: row.providerReference ?? '',
    note: row.note,
    receivedAt: row.receivedAt.toISOString(),
    deposit: row.quoteId !== null,
    settled: nairaOfKobo(row.amountKobo - row.creditKobo),
    credited: nairaOfKobo(row.creditKobo),
  };
}

/** The invoice's money ladder, from its row: `paid` and `credit` are kept there, under its lock. */
export const invoiceFiguresOf = (row: InvoiceRow) =>
  documentFigures(
    { subtotalKobo: row.subtotalKobo, discountKobo: row.discountKobo, vatKobo: row.vatKobo, totalKobo: row.totalKobo, vatBasisPoints: row.vatBasisPoints },
    { paidKobo: row.paidKobo, creditKobo: row.creditKobo },
  );

export type InvoiceParts = { lines: readonly InvoiceLineRow[]; payments: readonly ServicePaymentRow[]; quoteNumber: string; credits?: readonly CreditMove[]; virtualAccount?: VirtualAccount | null };

export function toCustomerInvoiceJson(row: InvoiceRow, parts: InvoiceParts): CustomerInvoice {
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    title: row.title,
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone, address: row.customerAddress },
    lines: parts.lines.map((line) => ({
      _id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: nairaOfKobo(line.unitPriceKobo),
      total: nairaOfKobo(lineTotalKobo(line)),
    })),
    subtotal: nairaOfKobo(row.subtotalKobo),
    discount: nairaOfKobo(row.discountKobo),
    vatRate: row.vatBasisPoints / 100,
    vat: nairaOfKobo(row.vatKobo),
    total: nairaOfKobo(row.totalKobo),
    paid: nairaOfKobo(row.paidKobo),
    balance: nairaOfKobo(balanceKobo(row)),
    credit: nairaOfKobo(row.creditKobo),
    figures: figuresInNaira(invoiceFiguresOf(row).rows),
    // The office's note on a refund or an application is its own, not the customer's to read.
    ...(parts.credits ? { credits: parts.credits.map((move) => ({ ...move, note: '' })) } : {}),
    dueDate: row.dueDate,
    issuedOn: row.issuedOn,
    terms: row.terms,
    notes: row.notes,
    quoteNumber: parts.quoteNumber,
    payments: parts.payments.map(toServicePaymentJson),
    ...(parts.virtualAccount !== undefined ? { virtualAccount: parts.virtualAccount } : {}),
    createdAt: row.createdAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    paidAt: isoOrNull(row.paidAt),
    voidedAt: isoOrNull(row.voidedAt),
  };
}

export function toInvoiceJson(row: InvoiceRow, parts: InvoiceParts, history?: readonly InvoiceHistoryRow[]): Invoice {
  return {
    ...toCustomerInvoiceJson(row, parts),
    ...(parts.credits ? { credits: [...parts.credits] } : {}),
    quoteId: row.quoteId,
    voidReason: row.voidReason,
    updatedAt: row.updatedAt.toISOString(),
    ...(history ? { history: history.map(historyEntryOf) } : {}),
  };
}
