import { documentTotals, nairaOfKobo, shareOfKobo } from '../../../contracts/money';
import type { CustomerQuote } from '../../../contracts/quotes.schemas';
import type { LadderFigures } from '../documents';

/** The API answers naira; the sums are worked in whole kobo, as the server works them. */
const koboOfNaira = (naira: number) => Math.round(naira * 100);
const basisPointsOf = (percent: number) => Math.round(percent * 100);

export type QuoteFigures = LadderFigures & { deposit: number };

/**
 * What the quote comes to with the options the customer has ticked so far, by the same rules as the server
 * (documentTotals, shareOfKobo), so the total on screen is the total accepted.
 */
export function quoteFiguresWith(quote: Pick<CustomerQuote, 'lines' | 'discountOffered' | 'vatRate' | 'depositPercent'>, chosen: ReadonlySet<string>): QuoteFigures {
  const lines = quote.lines.map((line) => ({ quantity: line.quantity, unitPriceKobo: koboOfNaira(line.unitPrice), optional: line.optional, chosen: chosen.has(line._id) }));
  const vatBasisPoints = basisPointsOf(quote.vatRate);
  const totals = documentTotals(lines, koboOfNaira(quote.discountOffered), vatBasisPoints);
  return {
    subtotal: nairaOfKobo(totals.subtotalKobo),
    discount: nairaOfKobo(totals.discountKobo),
    vatBasisPoints,
    vat: nairaOfKobo(totals.vatKobo),
    total: nairaOfKobo(totals.totalKobo),
    deposit: nairaOfKobo(shareOfKobo(totals.totalKobo, basisPointsOf(quote.depositPercent))),
  };
}

/** What the quote came to as answered: the server's own figures. */
export function quoteFiguresAsAnswered(quote: Pick<CustomerQuote, 'subtotal' | 'discount' | 'vatRate' | 'vat' | 'total' | 'deposit'>): QuoteFigures {
  return { subtotal: quote.subtotal, discount: quote.discount, vatBasisPoints: basisPointsOf(quote.vatRate), vat: quote.vat, total: quote.total, deposit: quote.deposit };
}
