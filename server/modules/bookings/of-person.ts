import { desc } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import type { Database } from '../../db/client';
import { samePerson, type PersonKeys } from '../../lists/search';
import { bookings } from './tables';

/** A person's newest bookings, by their e-mail or phone, for the Customers page. */
export async function bookingsOfPerson(db: Database, person: PersonKeys, take: number): Promise<CustomerDetail['bookings']> {
  const rows = await db.select().from(bookings).where(samePerson(bookings, person)).orderBy(desc(bookings.date), desc(bookings.time)).limit(take);
  return rows.map((booking) => ({ _id: booking.id, service: booking.service, date: booking.date, time: booking.time, status: booking.status }));
}
