import type { VirtualAccount } from '../../../contracts/customers.schemas';
import { formatDay, lagosClock } from '../../../contracts/lagos-time';
import { formatNaira } from '../../../contracts/money';
import type { CompanyBilling } from '../../../contracts/money.schemas';
import type { QuoteRow, QuoteLineRow } from './quote-json';
import { quoteFiguresOf, toCustomerQuoteJson } from './quote-json';
import { bankTransferParagraphs, drawDocumentPdf, figureTotals } from '../../pdf/document-pdf';

const stampOf: Partial<Record<QuoteRow['status'], string>> = { accepted: 'ACCEPTED', declined: 'DECLINED', expired: 'EXPIRED' };

/**
 * The quote as a PDF, drawn like the invoice (a buyer may need one for a purchase order): the lines, an
 * optional item marked as such and counted only once chosen, the same money ladder, the terms and how to pay.
 */
/** `own` is the customer's own account number, shown instead of the company's when they have one. */
export function quotePdf(row: QuoteRow, lines: readonly QuoteLineRow[], billing: CompanyBilling, own: VirtualAccount | null = null): Promise<Buffer> {
  const quote = toCustomerQuoteJson(row, lines);
  const figures = quoteFiguresOf(row, lines);
  const answered = row.status === 'accepted' || row.status === 'declined';
  return drawDocumentPdf({
    heading: 'QUOTE',
    facts: [
      ['Number', quote.number],
      ['Date', formatDay(lagosClock(row.createdAt).day)],
      ['Valid until', formatDay(quote.validUntil)],
    ],
    ...(stampOf[row.status] ? { stamp: stampOf[row.status] } : {}),
    partyLabel: 'Prepared for',
    party: quote.customer,
    title: quote.title,
    lines: quote.lines.map((line) => ({
      description: line.optional ? `${line.description} (optional${answered ? (line.chosen ? ', chosen' : ', not chosen') : ''})` : line.description,
      quantity: String(line.quantity),
      unitPrice: formatNaira(line.unitPrice),
      amount: formatNaira(line.total),
    })),
    totals: figureTotals(figures.rows),
    paragraphs: [
      ...(quote.lines.some((line) => line.optional) && !answered ? [{ heading: 'Optional items', text: 'Optional items count in the total only when you choose them as you accept the quote.' }] : []),
      ...(quote.notes ? [{ heading: 'Notes', text: quote.notes }] : []),
      ...(quote.terms ? [{ heading: 'Terms', text: quote.terms }] : []),
      ...bankTransferParagraphs(billing, quote.number, own),
    ],
    ...(billing.tin ? { tin: billing.tin } : {}),
  });
}
