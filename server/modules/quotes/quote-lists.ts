import { and, desc, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { lagosDateTime, lagosDayStart, nextLagosDay } from '../../../contracts/lagos-time';
import { quoteViewStatuses, type QuoteView } from '../../../contracts/quotes';
import type { Quote, QuoteListQuery } from '../../../contracts/quotes.schemas';
import type { Database } from '../../db/client';
import { quoteLines, quotes } from './tables';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { likeAnywhere, personSearch } from '../../lists/search';
import { countTabs } from '../../lists/tab-counts';
import { toQuoteJson, type QuoteLineRow } from './quote-json';
import { spreadsheetPhone } from '../../lists/stream';

export type ListedQuote = { quote: Quote; sortAt: string };

const newestFirst = [
  { column: quotes.createdAt, type: 'timestamptz' as const },
  { column: quotes.id, type: 'uuid' as const },
];

export const quoteKey = (row: ListedQuote): SortKey => [row.sortAt, row.quote._id];

const customerColumns = { name: quotes.customerName, email: quotes.customerEmail, phone: quotes.customerPhone };

async function linesByQuote(db: Database, quoteIds: string[]): Promise<Map<string, QuoteLineRow[]>> {
  const lines = quoteIds.length === 0 ? [] : await db.select().from(quoteLines).where(inArray(quoteLines.quoteId, quoteIds)).orderBy(quoteLines.position);
  const byQuote = new Map<string, QuoteLineRow[]>();
  for (const line of lines) byQuote.set(line.quoteId, [...(byQuote.get(line.quoteId) ?? []), line]);
  return byQuote;
}

function readQuotes(db: Database, where: ReturnType<typeof and>): ReadAfter<ListedQuote> {
  return async (after, take) => {
    const rows = await db
      .select({ quote: quotes, sortAt: sql<string>`${quotes.createdAt}::text` })
      .from(quotes)
      .where(and(where, after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(take);
    const lines = await linesByQuote(
      db,
      rows.map(({ quote }) => quote.id),
    );
    return rows.map(({ quote, sortAt }) => ({ sortAt, quote: toQuoteJson(quote, lines.get(quote.id) ?? []) }));
  };
}

/** The office's Quotes list, newest first: a tab, days made, and a customer's name, e-mail, phone or the quote's number. */
export function adminQuotes(db: Database, filters: QuoteListQuery): ReadAfter<ListedQuote> {
  const words = filters.q;
  return readQuotes(
    db,
    and(
      filters.view ? inArray(quotes.status, [...quoteViewStatuses[filters.view]]) : undefined,
      filters.from ? gte(quotes.createdAt, lagosDayStart(filters.from)) : undefined,
      filters.to ? lt(quotes.createdAt, lagosDayStart(nextLagosDay(filters.to))) : undefined,
      words ? or(ilike(quotes.number, likeAnywhere(words)), personSearch(customerColumns, words)) : undefined,
    ),
  );
}

/** A customer's quotes: those made out to their confirmed e-mail, once sent. */
export function quotesOfEmail(db: Database, email: string): ReadAfter<ListedQuote> {
  return readQuotes(db, and(sql`lower(${quotes.customerEmail}) = lower(${email})`, sql`${quotes.status} <> 'draft'`));
}

/** How many quotes each tab holds. */
export function quoteCounts(db: Database): Promise<Record<QuoteView, number>> {
  return countTabs(db, quotes, quotes.status, quoteViewStatuses);
}

/** Quotes sent and not yet answered, for the dashboard. */
export async function countQuotesAwaitingAnswer(db: Database): Promise<number> {
  return db.$count(quotes, inArray(quotes.status, [...quoteViewStatuses.awaiting]));
}

export const quoteCsvHeader = ['Made', 'Number', 'Status', 'Customer', 'Email', 'Phone', 'Title', 'Total (₦)', 'Deposit (₦)', 'Deposit paid (₦)', 'Valid until'];

export function quoteCsvRow({ quote }: ListedQuote): (string | number)[] {
  return [
    lagosDateTime(quote.createdAt),
    quote.number,
    quote.status,
    quote.customer.name,
    quote.customer.email,
    spreadsheetPhone(quote.customer.phone),
    quote.title,
    quote.total.toFixed(2),
    quote.deposit.toFixed(2),
    quote.depositPaid.toFixed(2),
    quote.validUntil,
  ];
}

/** Credit held on quotes not yet invoiced, to refund or apply (the dashboard's refund due), on its own partial index. */
export async function quoteCreditsHeld(db: Database) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, creditKobo: sql<string>`coalesce(sum(${quotes.creditKobo}), 0)` })
    .from(quotes)
    .where(sql`${quotes.creditKobo} > 0`);
  return { count: row?.count ?? 0, creditKobo: Number(row?.creditKobo ?? 0) };
}
