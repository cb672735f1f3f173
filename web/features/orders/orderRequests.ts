import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { orderSchema, type fulfilmentChangeSchema } from '../../../contracts/orders.schemas';
import { paymentEventSchema } from '../../../contracts/payments.schemas';
import { apiGet, apiPatch } from '../../lib/api';

/** Every order query starts with this key, so a placed order refreshes them all. */
export const ordersQueryKey = ['orders'] as const;

/** Keyed by the user too: after a change of account on the same tab, nobody sees the previous user's orders. */
export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'user', userId],
    queryFn: async () => z.array(orderSchema).parse(await apiGet('/orders/user')),
  });
}

export const adminOrdersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'admin'],
  queryFn: async () => z.object({ orders: z.array(orderSchema) }).parse(await apiGet('/orders/admin')).orders,
});

/** What the payment provider said about one order, for the admin reading it. */
export function paymentEventsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'payment-events', orderId],
    queryFn: async () => z.object({ events: z.array(paymentEventSchema) }).parse(await apiGet(`/orders/${encodeURIComponent(orderId)}/payment-events`)).events,
  });
}

export type FulfilmentChange = z.output<typeof fulfilmentChangeSchema>;

const fulfilledOrderSchema = orderSchema.extend({ message: z.string() });

/** The admin moves a paid order along; an unpaid one answers 409 with its reason. */
export async function changeFulfilment(id: string, change: FulfilmentChange) {
  return fulfilledOrderSchema.parse(await apiPatch(`/orders/${encodeURIComponent(id)}/fulfilment`, change));
}

export const ordersExportHref = '/api/orders/export.csv';
