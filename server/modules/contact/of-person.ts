import { desc } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import type { Database } from '../../db/client';
import { samePerson, type PersonKeys } from '../../lists/search';
import { contactMessages } from './tables';

/** A person's newest messages, by their e-mail or phone, for the Customers page. */
export async function messagesOfPerson(db: Database, person: PersonKeys, take: number): Promise<CustomerDetail['messages']> {
  const rows = await db.select().from(contactMessages).where(samePerson(contactMessages, person)).orderBy(desc(contactMessages.createdAt)).limit(take);
  return rows.map((message) => ({ _id: message.id, subject: message.subject, message: message.message, createdAt: message.createdAt.toISOString() }));
}
