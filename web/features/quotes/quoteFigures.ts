import { documentFigures, documentTotals, figuresInNaira, koboOfNaira, nairaOfKobo, shareOfKobo } from '../../../contracts/money';
import type { DocumentFigureJson } from '../../../contracts/money.schemas';
import type { CustomerQuote } from '../../../contracts/quotes.schemas';

/** The API answers naira; the sums are worked in whole kobo, as the server works them. */
const basisPointsOf = (percent: number) => Math.round(percent * 100);

/** The ladder to draw, and the two figures the page says in words: the total accepted and the deposit it asks. */
export type QuoteFigures = { rows: DocumentFigureJson[]; total: number; deposit: number };

type OpenQuote = Pick<CustomerQuote, 'lines' | 'discountOffered' | 'vatRate' | 'depositPercent' | 'depositPaid' | 'credit'>;

/**
 * What the quote comes to with the options the customer has ticked so far, by the same rules and the same
 * ladder as the server (documentTotals, shareOfKobo, documentFigures), so the rows on screen are the rows the
 * answer and the PDF will carry once the quote is accepted.
 */
export function quoteFiguresWith(quote: OpenQuote, chosen: ReadonlySet<string>): QuoteFigures {
  const lines = quote.lines.map((line) => ({ quantity: line.quantity, unitPriceKobo: koboOfNaira(line.unitPrice), optional: line.optional, chosen: chosen.has(line._id) }));
  const vatBasisPoints = basisPointsOf(quote.vatRate);
  const totals = documentTotals(lines, koboOfNaira(quote.discountOffered), vatBasisPoints);
  const depositKobo = shareOfKobo(totals.totalKobo, basisPointsOf(quote.depositPercent));
  const figures = documentFigures(
    { ...totals, vatBasisPoints },
    { depositKobo, depositPercent: quote.depositPercent, paidKobo: koboOfNaira(quote.depositPaid), creditKobo: koboOfNaira(quote.credit) },
  );
  return { rows: figuresInNaira(figures.rows), total: nairaOfKobo(totals.totalKobo), deposit: nairaOfKobo(depositKobo) };
}

/** What the quote came to as answered: the server's own ladder. */
export function quoteFiguresAsAnswered(quote: Pick<CustomerQuote, 'figures' | 'total' | 'deposit'>): QuoteFigures {
  return { rows: quote.figures, total: quote.total, deposit: quote.deposit };
}
