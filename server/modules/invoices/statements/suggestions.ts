import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { outstandingStatuses } from '../../../../contracts/invoices';
import type { StatementMatch } from '../../../../contracts/statements';
import type { Database } from '../../../db/client';
import { quotes } from '../../quotes/tables';
import { invoices } from '../tables';
import { documentNumbersIn, nameWords, normalisedNarration } from './statement-values';

/** A document that can take money now, by the numbers a narration may name it by and the amounts it is owed. */
type Payable = { number: string; customerName: string; namedBy: string[]; owedKobo: number[] };
export type Suggestion = { number: string; customerName: string; matchedBy: StatementMatch };

/**
 * Every document money can be recorded on now, oldest first: issued invoices with a balance (named by their
 * number or their quote's), and accepted quotes not yet invoiced (named by their number; owed their
 * deposit's rest or the job's). Read once per statement, however many lines it has.
 */
export async function payableDocuments(db: Database): Promise<Payable[]> {
  const balance = sql<number>`${invoices.totalKobo} - ${invoices.paidKobo}`.mapWith(Number);
  const [openInvoices, openQuotes] = await Promise.all([
    db
      .select({ number: invoices.number, customerName: invoices.customerName, balance, quoteNumber: quotes.number })
      .from(invoices)
      .leftJoin(quotes, eq(quotes.id, invoices.quoteId))
      .where(and(inArray(invoices.status, [...outstandingStatuses]), gt(sql`${invoices.totalKobo} - ${invoices.paidKobo}`, 0)))
      .orderBy(asc(invoices.createdAt), asc(invoices.id)),
    db
      .select({ number: quotes.number, customerName: quotes.customerName, depositKobo: quotes.depositKobo, depositPaidKobo: quotes.depositPaidKobo, acceptedTotalKobo: quotes.acceptedTotalKobo })
      .from(quotes)
      .where(and(eq(quotes.status, 'accepted'), isNull(quotes.invoiceId)))
      .orderBy(asc(quotes.createdAt), asc(quotes.id)),
  ]);
  return [
    ...openQuotes.map((quote) => ({
      number: quote.number,
      customerName: quote.customerName,
      namedBy: [quote.number],
      owedKobo: [(quote.depositKobo ?? 0) - quote.depositPaidKobo, (quote.acceptedTotalKobo ?? 0) - quote.depositPaidKobo].filter((owed) => owed > 0),
    })),
    ...openInvoices.map((invoice) => ({
      number: invoice.number,
      customerName: invoice.customerName,
      namedBy: [invoice.number, ...(invoice.quoteNumber ? [invoice.quoteNumber] : [])],
      owedKobo: [invoice.balance],
    })),
  ];
}

const namesCustomer = (narration: string, customerName: string): boolean => {
  const words = new Set(normalisedNarration(narration).split(' '));
  return nameWords(customerName).some((word) => words.has(word));
};

/**
 * What a credit line pays: the open document its narration names by number (a quote invoiced since names
 * its invoice), else the oldest one owed exactly the amount whose customer's name is in the narration.
 * Undefined when neither: the office names it.
 */
export function suggestionFor(line: { amountKobo: number; narration: string }, payable: readonly Payable[]): Suggestion | undefined {
  for (const number of documentNumbersIn(line.narration)) {
    const named = payable.find((document) => document.namedBy.includes(number));
    if (named) return { number: named.number, customerName: named.customerName, matchedBy: 'number' };
  }
  const byAmount = payable.find((document) => document.owedKobo.includes(line.amountKobo) && namesCustomer(line.narration, document.customerName));
  return byAmount ? { number: byAmount.number, customerName: byAmount.customerName, matchedBy: 'amount_and_name' } : undefined;
}
