import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { bookingsAhead, nextWeekOf } from '../bookings/booking-lists';
import { countPendingBookings } from '../bookings/bookings';
import { countUnhandled } from '../contact/contact';
import { countsAnswer } from '../../lists/count';
import { ordersToShip } from '../orders/order-lists';
import { bestSellers, revenueKoboBetween } from '../orders/orders';

/** The first day of a Lagos calendar month, `offset` months from `month`. */
function firstDayOfMonth(year: number, month: number, offset: number): string {
  return `${new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 7)}-01`;
}


/** The counts the admin navigation shows beside Inbox and Bookings. */
export async function adminSummary(db: Database) {
  const [unhandledMessages, pendingBookings] = await Promise.all([countUnhandled(db), countPendingBookings(db)]);
  return countsAnswer({ unhandledMessages, pendingBookings });
}

/** How many of today's and the coming week's visits the dashboard lists; the rest are a link away. */
const bookingsShown = 8;

/**
 * The admin area's first page: what needs doing today and how the shop is doing. Each figure is a count or
 * sum on an index, and each list a few rows: the page costs the same in a company's tenth year as in its first.
 */
export async function dashboardFigures(db: Database, now = new Date()) {
  const today = lagosClock(now).day;
  const [year = 0, month = 1] = today.split('-').map(Number);
  const thisMonth = firstDayOfMonth(year, month, 0);
  const week = nextWeekOf(today);
  const [todays, upcoming, unhandledMessages, pendingBookings, toShip, thisMonthKobo, lastMonthKobo, sellers] = await Promise.all([
    bookingsAhead(db, today, today, bookingsShown),
    bookingsAhead(db, week.from, week.to, bookingsShown),
    countUnhandled(db),
    countPendingBookings(db),
    ordersToShip(db),
    revenueKoboBetween(db, thisMonth, firstDayOfMonth(year, month, 1)),
    revenueKoboBetween(db, firstDayOfMonth(year, month, -1), thisMonth),
    bestSellers(db, 5, addDays(today, -30)),
  ]);
  return {
    bookingsToday: todays.bookings,
    upcomingBookings: upcoming.bookings,
    ...countsAnswer({ unhandledMessages, pendingBookings, bookingsTodayCount: todays.total, upcomingBookingsCount: upcoming.total, ordersAwaitingFulfilment: toShip }),
    revenue: { thisMonth: nairaOfKobo(thisMonthKobo), lastMonth: nairaOfKobo(lastMonthKobo) },
    bestSellers: sellers,
  };
}
