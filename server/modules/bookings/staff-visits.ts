import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { lagosClock } from '../../../contracts/lagos-time';
import type { Database } from '../../db/client';
import { bookingsWithTechnician } from './bookings';
import { lockScheduleDays } from './capacity';
import { bookings } from './tables';

/** What the Staff page does to visits, here because bookings owns them: time off's clashes and a leaver's visits. */

/** The visits placed on these days (one technician's, or everyone's), not cancelled or completed. */
export function visitsOn(tx: Database, days: string[], technicianId?: string) {
  return bookingsWithTechnician(tx)
    .where(and(inArray(bookings.date, days), ne(bookings.status, 'cancelled'), ne(bookings.status, 'completed'), ...(technicianId ? [eq(bookings.technicianId, technicianId)] : [])))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
}

/** A technician's visits from today on go back to the office's unassigned list, under each day's lock. */
export async function handBackComingVisits(tx: Database, technicianId: string): Promise<void> {
  const coming = and(eq(bookings.technicianId, technicianId), gte(bookings.date, lagosClock().day), ne(bookings.status, 'cancelled'), ne(bookings.status, 'completed'));
  const days = await tx.selectDistinct({ date: bookings.date }).from(bookings).where(coming);
  await lockScheduleDays(
    tx,
    days.map((day) => day.date),
  );
  await tx
    .update(bookings)
    .set({ technicianId: null })
    .where(and(coming, isNotNull(bookings.technicianId)));
}
