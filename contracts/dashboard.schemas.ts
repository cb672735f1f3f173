import { z } from 'zod';
import { bookingSchema } from './booking.schemas';
import { countsOver, countsSchema } from './lists.schemas';

/** The counts the admin navigation shows beside Inbox and Bookings. */
export const backOfficeSummarySchema = countsSchema(['unhandledMessages', 'pendingBookings']);
export type BackOfficeSummary = z.infer<typeof backOfficeSummarySchema>;

/** The admin area's first page: what needs doing today and how the shop is doing; money in naira. */
export const dashboardSchema = backOfficeSummarySchema.extend({
  /** The first of today's visits, in time order, and how many there are in all. */
  bookingsToday: z.array(bookingSchema),
  bookingsTodayCount: z.number(),
  /** The first visits of the next 7 days, and how many there are in all. */
  upcomingBookings: z.array(bookingSchema),
  upcomingBookingsCount: z.number(),
  ordersAwaitingFulfilment: z.number(),
  /** Finished visits of the last 30 days whose technician ticked "needs a quote or follow-up", none quoted from yet; newest first. */
  visitsToFollowUp: z.array(bookingSchema),
  revenue: z.object({ thisMonth: z.number(), lastMonth: z.number() }),
  /** The best sellers of the last 30 days. */
  bestSellers: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number() })),
  over: countsOver(['unhandledMessages', 'pendingBookings', 'bookingsTodayCount', 'upcomingBookingsCount', 'ordersAwaitingFulfilment']),
  /** Service work apart from the shop: `revenue` is the shop's paid orders, `collectedThisMonth` the services' payments. */
  services: z.object({
    quotesAwaitingAnswer: z.number(),
    invoicesOutstanding: z.number(),
    outstandingBalance: z.number(),
    invoicesOverdue: z.number(),
    overdueBalance: z.number(),
    collectedThisMonth: z.number(),
    /** Money taken beyond what was owed, held on quotes and invoices until the office refunds or applies it. */
    refundDue: z.number(),
    refundDueDocuments: z.number(),
    /** Card refunds sent to the provider and not yet confirmed. */
    refundsPending: z.number(),
  }),
  /** Messages sent this Lagos month by channel, so their cost can be read: SMS `segments` are the pages billed; a WhatsApp message or a mail counts one. */
  messagesThisMonth: z.object({
    whatsapp: z.object({ messages: z.number(), segments: z.number() }),
    sms: z.object({ messages: z.number(), segments: z.number() }),
    email: z.object({ messages: z.number(), segments: z.number() }),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
