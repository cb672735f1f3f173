import { lagosClock } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { bookingsAhead, nextWeekOf } from '../bookings/booking-lists';
import { countPendingBookings } from '../bookings/bookings';
import { countUnhandled } from '../contact/contact';
import { orderCounts } from '../orders/order-lists';
import { bestSellers, revenueKoboBetween } from '../orders/orders';
import { outstandingInvoices } from '../invoices/invoices';
import { serviceMoneyKoboBetween } from '../invoices/service-payments';
import { countQuotesAwaitingAnswer } from '../quotes/quote-lists';

/** Midnight starting a Lagos calendar month (Lagos is UTC+1 all year), `offset` months from `month`. */
function lagosMonthStart(year: number, month: number, offset: number): Date {
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return new Date(`${date.toISOString().slice(0, 7)}-01T00:00:00+01:00`);
}


/** The counts the admin navigation shows beside Inbox and Bookings. */
export async function adminSummary(db: Database) {
  return { unhandledMessages: await countUnhandled(db), pendingBookings: await countPendingBookings(db) };
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
  const thisMonth = lagosMonthStart(year, month, 0);
  const week = nextWeekOf(today);
  const [todays, upcoming, summary, counts, thisMonthKobo, lastMonthKobo, sellers, services] = await Promise.all([
    bookingsAhead(db, today, today, bookingsShown),
    bookingsAhead(db, week.from, week.to, bookingsShown),
    adminSummary(db),
    orderCounts(db),
    revenueKoboBetween(db, thisMonth, lagosMonthStart(year, month, 1)),
    revenueKoboBetween(db, lagosMonthStart(year, month, -1), thisMonth),
    bestSellers(db, 5, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)),
    serviceWork(db, thisMonth, lagosMonthStart(year, month, 1)),
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
    services,
  };
}

/** Service work: quotes waiting for the customer, money still owed on invoices, and what came in this month. */
async function serviceWork(db: Database, monthStart: Date, nextMonthStart: Date) {
  const [quotesAwaitingAnswer, owed, collectedKobo] = await Promise.all([countQuotesAwaitingAnswer(db), outstandingInvoices(db), serviceMoneyKoboBetween(db, monthStart, nextMonthStart)]);
  return {
    quotesAwaitingAnswer,
    invoicesOutstanding: owed.count,
    outstandingBalance: nairaOfKobo(owed.balanceKobo),
    invoicesOverdue: owed.overdueCount,
    overdueBalance: nairaOfKobo(owed.overdueKobo),
    collectedThisMonth: nairaOfKobo(collectedKobo),
  };
}
