import { lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { monthOf, nextWeekOf } from '../../../contracts/dashboard';
import { bookingsAhead, countBookingsToConfirm } from '../bookings/booking-lists';
import { countUnhandled } from '../contact/contact';
import { orderCounts } from '../orders/order-lists';
import { bestSellers, revenueKoboBetween } from '../orders/orders';

/** Midnight starting a Lagos calendar month, `offset` months from today's. */
const lagosMonthStart = (today: string, offset: number) => lagosDayStart(monthOf(today, offset).from);

/** The counts the admin navigation shows beside Inbox and Bookings. */
export async function adminSummary(db: Database) {
  return { unhandledMessages: await countUnhandled(db), pendingBookings: await countBookingsToConfirm(db) };
}

/** How many of today's and the coming week's visits the dashboard lists; the rest are a link away. */
const bookingsShown = 8;

/**
 * The admin area's first page: what needs doing today and how the shop is doing. Each figure is a count or
 * sum on an index, and each list a few rows: the page costs the same in a company's tenth year as in its first.
 */
export async function dashboardFigures(db: Database, now = new Date()) {
  const today = lagosClock(now).day;
  const thisMonth = lagosMonthStart(today, 0);
  const week = nextWeekOf(today);
  const [todays, upcoming, summary, counts, thisMonthKobo, lastMonthKobo, sellers] = await Promise.all([
    bookingsAhead(db, today, today, bookingsShown),
    bookingsAhead(db, week.from, week.to, bookingsShown),
    adminSummary(db),
    orderCounts(db),
    revenueKoboBetween(db, thisMonth, lagosMonthStart(today, 1)),
    revenueKoboBetween(db, lagosMonthStart(today, -1), thisMonth),
    bestSellers(db, 5, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)),
  ]);
  return {
    bookingsToday: todays.bookings,
    bookingsTodayCount: todays.total,
    upcomingBookings: upcoming.bookings,
    upcomingBookingsCount: upcoming.total,
    ...summary,
    ordersAwaitingFulfilment: counts.toShip,
    revenue: { thisMonth: nairaOfKobo(thisMonthKobo), lastMonth: nairaOfKobo(lastMonthKobo) },
    bestSellers: sellers,
  };
}
