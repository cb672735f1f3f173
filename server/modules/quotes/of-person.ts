import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import type { Database } from '../../db/client';
import { samePerson, type PersonKeys } from '../../lists/search';
import { quotes } from './tables';

/** A person's newest quotes, by their e-mail or phone, and the credit they hold, for the Customers page. */
export async function quotesOfPerson(db: Database, person: PersonKeys, take: number): Promise<{ quotes: CustomerDetail['quotes']; creditKobo: number }> {
  const rows = await db
    .select()
    .from(quotes)
    .where(samePerson({ email: quotes.customerEmail, phone: quotes.customerPhone }, person))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(take);
  return {
    quotes: rows.map((quote) => ({ _id: quote.id, number: quote.number, title: quote.title, status: quote.status, createdAt: quote.createdAt.toISOString() })),
    creditKobo: rows.reduce((sum, quote) => sum + quote.creditKobo, 0),
  };
}

/** A quote still owed a deposit and what is left of it: money paid by transfer is placed on these before any invoice. */
export type DepositOwed = { quoteId: string; number: string; owedKobo: number; at: Date };

/** The accepted, not yet invoiced quotes of an e-mail whose deposit is not paid in full, oldest first. */
export async function depositsOwedBy(db: Database, emailKey: string): Promise<DepositOwed[]> {
  const owed = sql<number>`${quotes.depositKobo} - ${quotes.depositPaidKobo}`;
  const rows = await db
    .select({ quoteId: quotes.id, number: quotes.number, owedKobo: owed.mapWith(Number), at: quotes.createdAt })
    .from(quotes)
    .where(and(samePerson({ email: quotes.customerEmail, phone: quotes.customerPhone }, { emailKey, phoneKey: null }), eq(quotes.status, 'accepted'), isNull(quotes.invoiceId), gt(owed, 0)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  return rows;
}

/** A quote by the number printed on it. */
export async function quoteIdOfNumber(db: Database, number: string): Promise<string | undefined> {
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
  return row?.id;
}
