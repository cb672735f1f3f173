import { desc } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import type { Database } from '../../db/client';
import { samePerson, type PersonKeys } from '../../lists/search';
import { quotes } from './tables';

/** A person's newest quotes, by their e-mail or phone, and the credit they hold, for the Customers page. */
export async function quotesOfPerson(db: Database, person: PersonKeys, take: number): Promise<{ quotes: CustomerDetail['quotes']; creditKobo: number }> {
  const rows = await db.select().from(quotes).where(samePerson({ email: quotes.customerEmail, phone: quotes.customerPhone }, person)).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(take);
  return {
    quotes: rows.map((quote) => ({ _id: quote.id, number: quote.number, title: quote.title, status: quote.status, createdAt: quote.createdAt.toISOString() })),
    creditKobo: rows.reduce((sum, quote) => sum + quote.creditKobo, 0),
  };
}
