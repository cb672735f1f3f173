import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { bookingSortOf, type Booking, type BookingListQuery, type BookingSort } from '../../../contracts/booking.schemas';
import { lagosClock, lagosDateTime } from '../../../contracts/lagos-time';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from './tables';
import { boundedCount, countsAnswer } from '../../lists/count';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { personSearch } from '../../lists/search';
import { toBookingJson } from './bookings';
import { spreadsheetPhone } from '../../lists/stream';

/** A booking as a list carries it, with the sort key it was read at. */
export type ListedBooking = { booking: Booking; sortKey: SortKey };

const byDate = [
  { column: bookings.date, type: 'date' as const },
  { column: bookings.time, type: 'text' as const },
  { column: bookings.id, type: 'uuid' as const },
];
const byCreation = [
  { column: bookings.createdAt, type: 'timestamptz' as const },
  { column: bookings.id, type: 'uuid' as const },
];

/** Each order the Booking History offers, with the index columns it walks and the key a row leaves. */
const orders: Record<BookingSort, { columns: typeof byDate | typeof byCreation; direction: 'asc' | 'desc'; orderBy: SQL[] }> = {
  newest: { columns: byCreation, direction: 'desc', orderBy: [desc(bookings.createdAt), desc(bookings.id)] },
  date_asc: { columns: byDate, direction: 'asc', orderBy: [asc(bookings.date), asc(bookings.time), asc(bookings.id)] },
  date_desc: { columns: byDate, direction: 'desc', orderBy: [desc(bookings.date), desc(bookings.time), desc(bookings.id)] },
};

/** What each tab shows, judged on the Lagos calendar. */
function viewOf(view: NonNullable<BookingListQuery['view']>, today: string): SQL | undefined {
  if (view === 'today') return and(eq(bookings.date, today), ne(bookings.status, 'cancelled'));
  if (view === 'upcoming') return and(gt(bookings.date, today), ne(bookings.status, 'cancelled'));
  if (view === 'past_pending') return and(eq(bookings.status, 'pending'), lt(bookings.date, today));
  return and(eq(bookings.status, 'pending'), gte(bookings.date, today));
}

const keyColumns = {
  date: sql<string>`${bookings.date}::text`,
  createdAt: sql<string>`${bookings.createdAt}::text`,
};

/** The admin's bookings, a page at a time in the order asked for, narrowed by tab, status, dates and search. */
export function adminBookings(db: Database, query: BookingListQuery, now = new Date()): ReadAfter<ListedBooking> {
  const sort = orders[bookingSortOf(query)];
  const conditions = [
    query.view ? viewOf(query.view, lagosClock(now).day) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.from ? gte(bookings.date, query.from) : undefined,
    query.to ? lte(bookings.date, query.to) : undefined,
    query.q ? bookingSearch(query.q) : undefined,
  ];
  return async (after, take) => {
    const rows = await db
      .select({ booking: bookings, technicianName: users.name, ...keyColumns })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.technicianId))
      .where(and(...conditions, after ? afterKey(sort.columns, after, sort.direction) : undefined))
      .orderBy(...sort.orderBy)
      .limit(take);
    return rows.map(({ booking, technicianName, date, createdAt }) => ({
      booking: toBookingJson(booking, technicianName ?? ''),
      sortKey: sort.columns === byDate ? [date, booking.time, booking.id] : [createdAt, booking.id],
    }));
  };
}

/** The 'BK-1A2B3C' a customer reads out on the phone (with or without '#', the dash or spaces). */
const referencePattern = /^#?\s*BK[\s-]*([0-9a-f]{6})$/i;

/** A name, phone or e-mail as any list searches them, or the booking's own reference, found on its index. */
function bookingSearch(q: string): SQL | undefined {
  const reference = referencePattern.exec(q.trim())?.[1];
  if (!reference) return personSearch(bookings, q);
  return sql`right(${bookings.id}::text, 6) = ${reference.toLowerCase()}`;
}

/** A signed-in customer's own bookings, matched by their account's confirmed e-mail, latest visit first. */
export function bookingsOfEmail(db: Database, email: string): ReadAfter<ListedBooking> {
  const lowerEmail = sql`lower(${bookings.email})`;
  return async (after, take) => {
    const rows = await db
      .select({ booking: bookings, date: keyColumns.date })
      .from(bookings)
      .where(and(eq(lowerEmail, email.toLowerCase()), after ? afterKey(byDate, after, 'desc') : undefined))
      .orderBy(desc(bookings.date), desc(bookings.time), desc(bookings.id))
      .limit(take);
    return rows.map(({ booking, date }) => ({ booking: toBookingJson(booking), sortKey: [date, booking.time, booking.id] }));
  };
}

export const bookingKey = (row: ListedBooking) => row.sortKey;

/** How many bookings each Booking History tab holds, for its label. */
export async function bookingCounts(db: Database, now = new Date()) {
  const today = lagosClock(now).day;
  const count = (view: NonNullable<BookingListQuery['view']>) => boundedCount(db, bookings, viewOf(view, today));
  const [todayCount, upcoming, toConfirm, pastPending] = await Promise.all([count('today'), count('upcoming'), count('to_confirm'), count('past_pending')]);
  return countsAnswer({ today: todayCount, upcoming, toConfirm, pastPending });
}

/**
 * The bookings still waiting for the call that confirms them (the To confirm tab): what the navigation and the
 * dashboard count as pending. A pending visit whose day has passed can no longer be confirmed, only settled.
 */
export function countBookingsToConfirm(db: Database, now = new Date()) {
  return boundedCount(db, bookings, viewOf('to_confirm', lagosClock(now).day));
}

/** The dashboard's first few bookings of a day range, and how many there are in all. */
export async function bookingsAhead(db: Database, fromDay: string, toDay: string, shown: number) {
  const within = and(gte(bookings.date, fromDay), lte(bookings.date, toDay), ne(bookings.status, 'cancelled'));
  const [rows, total] = await Promise.all([
    db.select().from(bookings).where(within).orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id)).limit(shown),
    boundedCount(db, bookings, within),
  ]);
  return { bookings: rows.map((row) => toBookingJson(row)), total };
}

export const bookingCsvHeader = ['Booked on', 'Name', 'Phone', 'Email', 'Service', 'Date', 'Time', 'Status', 'Note', 'Address', 'Technician'];

export function bookingCsvRow({ booking }: ListedBooking): (string | number)[] {
  const service = booking.service === 'Other' ? `Other: ${booking.otherService}` : booking.service;
  return [
    lagosDateTime(booking.createdAt),
    booking.name,
    spreadsheetPhone(booking.phone),
    booking.email,
    service,
    booking.date,
    booking.time,
    booking.status,
    booking.note,
    booking.address,
    booking.technician?.name ?? '',
  ];
}
