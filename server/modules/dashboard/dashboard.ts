import { lagosClock } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { bookingsBetween, countPendingBookings } from '../bookings/bookings';
import { countUnhandled } from '../contact/contact';
import { bestSellers, countAwaitingFulfilment, revenueKoboBetween } from '../orders/orders';

/** Midnight starting a Lagos calendar month (Lagos is UTC+1 all year), `offset` months from `month`. */
function lagosMonthStart(year: number, month: number, offset: number): Date {
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return new Date(`${date.toISOString().slice(0, 7)}-01T00:00:00+01:00`);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The counts the admin navigation shows beside Inbox and Bookings. */
export async function adminSummary(db: Database) {
  return { unhandledMessages: await countUnhandled(db), pendingBookings: await countPendingBookings(db) };
}

/** The admin area's first page: what needs doing today and how the shop is doing. */
export async function dashboardFigures(db: Database, now = new Date()) {
  const today = lagosClock(now).day;
  const [year = 0, month = 1] = today.split('-').map(Number);
  const thisMonth = lagosMonthStart(year, month, 0);
  const [bookingsToday, upcomingBookings, summary, awaitingFulfilment, thisMonthKobo, lastMonthKobo, sellers] = await Promise.all([
    bookingsBetween(db, today, today),
    bookingsBetween(db, addDays(today, 1), addDays(today, 7)),
    adminSummary(db),
    countAwaitingFulfilment(db),
    revenueKoboBetween(db, thisMonth, lagosMonthStart(year, month, 1)),
    revenueKoboBetween(db, lagosMonthStart(year, month, -1), thisMonth),
    bestSellers(db, 5),
  ]);
  return {
    bookingsToday,
    upcomingBookings,
    ...summary,
    ordersAwaitingFulfilment: awaitingFulfilment,
    revenue: { thisMonth: nairaOfKobo(thisMonthKobo), lastMonth: nairaOfKobo(lastMonthKobo) },
    bestSellers: sellers,
  };
}
