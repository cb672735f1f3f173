import { and, desc, eq, gte, notExists, sql } from 'drizzle-orm';
import { followUpDays } from '../../../../contracts/schedule';
import type { Booking } from '../../../../contracts/booking.schemas';
import type { Database } from '../../../db/client';
import { bookings } from '../tables';
import { quotes } from '../../quotes/tables';
import { bookingsWithTechnician, toBookingJson } from '../bookings';

/**
 * The office is told of finished visits that need it: the technician ticked "needs a quote or follow-up" on
 * Done. One stays listed until the office makes a quote from it, or for 30 days (a follow-up needs no quote):
 * newest first, a few rows on the follow-up index.
 */
export async function visitsToFollowUp(db: Database, shown: number): Promise<Booking[]> {
  const rows = await bookingsWithTechnician(db)
    .where(
      and(
        eq(bookings.visitFollowUp, true),
        eq(bookings.status, 'completed'),
        gte(bookings.doneAt, sql`now() - make_interval(days => ${followUpDays})`),
        notExists(db.select({ id: quotes.id }).from(quotes).where(eq(quotes.sourceBookingId, bookings.id))),
      ),
    )
    .orderBy(desc(bookings.doneAt), desc(bookings.id))
    .limit(shown);
  return rows.map((row) => toBookingJson(row.booking, row.technicianName ?? ''));
}
