import { addDays, lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { monthOf, nextWeekOf } from '../../../contracts/dashboard';
import { bookingsAhead, countBookingsToConfirm, visitsToFollowUp } from '../bookings';
import { countUnhandled } from '../contact';
import { countsAnswer } from '../../lists/count';
import { ordersToShip } from '../orders';
import { bestSellers, revenueKoboBetween } from '../orders';
import { pendingRefunds } from '../invoices';
import { invoiceCreditsHeld, outstandingInvoices } from '../invoices';
import { serviceMoneyKoboBetween } from '../invoices';
import { countQuotesAwaitingAnswer, quoteCreditsHeld } from '../quotes';
import { phoneMessagesSentBetween } from '../messages';
import { mailsSentIn } from '../../mail/month-counts';

/** The counts the admin navigation shows beside Inbox and Bookings. */
export async function adminSummary(db: Database) {
  const [unhandledMessages, pendingBookings] = await Promise.all([countUnhandled(db), countBookingsToConfirm(db)]);
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
  const monthStart = (offset: number) => monthOf(today, offset).from;
  const week = nextWeekOf(today);
  const [todays, upcoming, unhandledMessages, pendingBookings, toShip, thisMonthKobo, lastMonthKobo, sellers, services, followUps, messagesThisMonth] = await Promise.all([
    bookingsAhead(db, today, today, bookingsShown),
    bookingsAhead(db, week.from, week.to, bookingsShown),
    countUnhandled(db),
    countBookingsToConfirm(db, now),
    ordersToShip(db),
    revenueKoboBetween(db, monthStart(0), monthStart(1)),
    revenueKoboBetween(db, monthStart(-1), monthStart(0)),
    bestSellers(db, 5, addDays(today, -30)),
    serviceWork(db, lagosDayStart(monthStart(0)), lagosDayStart(monthStart(1))),
    visitsToFollowUp(db, bookingsShown),
    messagesSent(db, monthStart(0), monthStart(1)),
  ]);
  return {
    bookingsToday: todays.bookings,
    upcomingBookings: upcoming.bookings,
    ...countsAnswer({ unhandledMessages, pendingBookings, bookingsTodayCount: todays.total, upcomingBookingsCount: upcoming.total, ordersAwaitingFulfilment: toShip }),
    visitsToFollowUp: followUps,
    revenue: { thisMonth: nairaOfKobo(thisMonthKobo), lastMonth: nairaOfKobo(lastMonthKobo) },
    bestSellers: sellers,
    services,
    messagesThisMonth,
  };
}

/** What the month's messages cost is read from: each channel's messages (and SMS pages) sent in a Lagos month. */
async function messagesSent(db: Database, month: string, nextMonth: string) {
  const [phones, mails] = await Promise.all([phoneMessagesSentBetween(db, lagosDayStart(month), lagosDayStart(nextMonth)), mailsSentIn(db, month.slice(0, 7))]);
  return { ...phones, email: { messages: mails, segments: mails } };
}

/** Service work: quotes waiting for the customer, money still owed on invoices, what came in this month, and refunds due. */
async function serviceWork(db: Database, monthStart: Date, nextMonthStart: Date) {
  const [quotesAwaitingAnswer, owed, collectedKobo, invoiceCredit, quoteCredit, refunding] = await Promise.all([
    countQuotesAwaitingAnswer(db),
    outstandingInvoices(db),
    serviceMoneyKoboBetween(db, monthStart, nextMonthStart),
    invoiceCreditsHeld(db),
    quoteCreditsHeld(db),
    pendingRefunds(db),
  ]);
  return {
    quotesAwaitingAnswer,
    invoicesOutstanding: owed.count,
    outstandingBalance: nairaOfKobo(owed.balanceKobo),
    invoicesOverdue: owed.overdueCount,
    overdueBalance: nairaOfKobo(owed.overdueKobo),
    collectedThisMonth: nairaOfKobo(collectedKobo),
    refundDue: nairaOfKobo(invoiceCredit.creditKobo + quoteCredit.creditKobo),
    refundDueDocuments: invoiceCredit.count + quoteCredit.count,
    refundsPending: nairaOfKobo(refunding.amountKobo),
  };
}
