import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { fulfilmentChangeSchema, Order } from '../../../contracts/orders.schemas';
import type { PaymentEvent } from '../../../contracts/payments.schemas';
import { apiGet, apiPatch } from '../../lib/api';

/** Every order query starts with this key, so a placed order refreshes them all. */
export const ordersQueryKey = ['orders'] as const;

/** Keyed by the user too: after a change of account on the same tab, nobody sees the previous user's orders. */
export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'user', userId],
    queryFn: () => apiGet<Order[]>('/orders/user'),
  });
}

export const adminOrdersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'admin'],
  queryFn: async () => (await apiGet<{ orders: Order[] }>('/orders/admin')).orders,
});

/** What the payment provider said about one order, for the admin reading it. */
export function paymentEventsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'payment-events', orderId],
    queryFn: async () => (await apiGet<{ events: PaymentEvent[] }>(`/orders/${encodeURIComponent(orderId)}/payment-events`)).events,
  });
}

export type FulfilmentChange = z.output<typeof fulfilmentChangeSchema>;

/** The admin moves a paid order along; an unpaid one answers 409 with its reason. */
export function changeFulfilment(id: string, change: FulfilmentChange) {
  return apiPatch<Order & { message: string }>(`/orders/${encodeURIComponent(id)}/fulfilment`, change);
}

export const ordersExportHref = '/api/orders/export.csv';
