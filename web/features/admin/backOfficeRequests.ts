import { z } from 'zod';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { bookingSchema } from '../../../contracts/booking.schemas';
import { apiGet } from '../../lib/api';

/**
 * The admin's counts and dashboard (/api/admin). contracts/ holds no schema for these answers, so they are
 * read here, the one place that asks for them.
 */

const backOfficeQueryKey = ['back-office'] as const;

const summarySchema = z.object({ unhandledMessages: z.number(), pendingBookings: z.number() });
export type BackOfficeSummary = z.infer<typeof summarySchema>;

export const summaryQueryOptions = queryOptions({
  queryKey: [...backOfficeQueryKey, 'summary'],
  queryFn: async () => summarySchema.parse(await apiGet('/admin/summary')),
});

const dashboardSchema = summarySchema.extend({
  bookingsToday: z.array(bookingSchema),
  upcomingBookings: z.array(bookingSchema),
  ordersAwaitingFulfilment: z.number(),
  revenue: z.object({ thisMonth: z.number(), lastMonth: z.number() }),
  bestSellers: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQueryOptions = queryOptions({
  queryKey: [...backOfficeQueryKey, 'dashboard'],
  queryFn: async () => dashboardSchema.parse(await apiGet('/admin/dashboard')),
});

/** A handled message, a moved booking or a fulfilled order changes the counts. */
export function forgetBackOfficeCounts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: backOfficeQueryKey });
}
