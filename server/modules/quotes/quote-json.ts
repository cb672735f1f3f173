import { documentFigures, documentTotals, figuresInNaira, nairaOfKobo, shareOfKobo, lineTotalKobo } from '../../../contracts/money';
import type { CustomerQuote, HistoryEntry, Quote } from '../../../contracts/quotes.schemas';
import type { quoteHistory, quoteLines, quotes } from './tables';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type QuoteHistoryRow = typeof quoteHistory.$inferSelect;

const isoOrNull = (instant: Date | null) => instant?.toISOString() ?? null;

/** What the quote comes to with the options chosen so far (at acceptance, the customer's choice). */
export function quoteTotalsOf(row: QuoteRow, lines: readonly QuoteLineRow[]) {
  const totals = documentTotals(lines, row.discountKobo, row.vatBasisPoints);
  const depositKobo = row.depositKobo ?? shareOfKobo(totals.totalKobo, row.depositBasisPoints);
  return { ...totals, depositKobo };
}

/** The quote's money ladder: its totals, the deposit it asks, what was paid towards it and any credit. */
export function quoteFiguresOf(row: QuoteRow, lines: readonly QuoteLineRow[]) {
  const totals = quoteTotalsOf(row, lines);
  return documentFigures(
    { ...totals, vatBasisPoints: row.vatBasisPoints },
    { depositKobo: totals.depositKobo, depositPercent: row.depositBasisPoints / 100, paidKobo: row.depositPaidKobo, creditKobo: row.creditKobo },
  );
}

export function toCustomerQuoteJson(row: QuoteRow, lines: readonly QuoteLineRow[]): CustomerQuote {
  const totals = quoteTotalsOf(row, lines);
  const figures = quoteFiguresOf(row, lines);
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    title: row.title,
    service: row.service,
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone, address: row.customerAddress },
    lines: lines.map((line) => ({
      _id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: nairaOfKobo(line.unitPriceKobo),
      total: nairaOfKobo(lineTotalKobo(line)),
      optional: line.optional,
      chosen: line.chosen,
    })),
    subtotal: nairaOfKobo(totals.subtotalKobo),
    discount: nairaOfKobo(totals.discountKobo),
    discountOffered: nairaOfKobo(row.discountKobo),
    vatRate: row.vatBasisPoints / 100,
    vat: nairaOfKobo(totals.vatKobo),
    total: nairaOfKobo(totals.totalKobo),
    depositPercent: row.depositBasisPoints / 100,
    deposit: nairaOfKobo(totals.depositKobo),
    depositPaid: nairaOfKobo(row.depositPaidKobo),
    credit: nairaOfKobo(row.creditKobo),
    figures: figuresInNaira(figures.rows),
    validUntil: row.validUntil,
    terms: row.terms,
    notes: row.notes,
    acceptedName: row.acceptedName,
    declineReason: row.declineReason,
    invoiced: row.invoiceId !== null,
    createdAt: row.createdAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    viewedAt: isoOrNull(row.viewedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    declinedAt: isoOrNull(row.declinedAt),
    expiredAt: isoOrNull(row.expiredAt),
  };
}

export function toQuoteJson(row: QuoteRow, lines: readonly QuoteLineRow[], history?: readonly QuoteHistoryRow[]): Quote {
  return {
    ...toCustomerQuoteJson(row, lines),
    officeNotes: row.officeNotes,
    sourceMessageId: row.sourceMessageId,
    sourceBookingId: row.sourceBookingId,
    bookingId: row.bookingId,
    invoiceId: row.invoiceId,
    updatedAt: row.updatedAt.toISOString(),
    ...(history ? { history: history.map(historyEntryOf) } : {}),
  };
}

export function historyEntryOf(entry: { event: string; note: string; at: Date }): HistoryEntry {
  return { event: entry.event, note: entry.note, at: entry.at.toISOString() };
}
