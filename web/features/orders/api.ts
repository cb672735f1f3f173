import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { bulkFulfilmentSchema, BulkFulfilmentAnswer, fulfilmentChangeSchema, Order, OrderCounts, OrderFilters } from '../../../contracts/orders.schemas';
import type { PaymentEvent } from '../../../contracts/payments.schemas';
import { apiGet, apiPatch, apiPost } from '../../lib/api';
import type { PagedListSource } from '../../components/back-office/usePagedList';

/** Every order query starts with this key, so a placed order refreshes them all. */
export const ordersQueryKey = ['orders'] as const;

/** Keyed by the user too: after a change of account on the same tab, nobody sees the previous user's orders. */
export function userOrderList(userId: string): PagedListSource<'orders'> {
  return { queryKey: [...ordersQueryKey, 'user', userId], path: '/orders/user', name: 'orders' };
}

const adminOrdersQueryKey = [...ordersQueryKey, 'admin'] as const;

/** The Order History's pages for its tab, dates and search (GET /api/orders/admin). */
export function adminOrderList(filters: OrderFilters): PagedListSource<'orders'> {
  return { queryKey: adminOrdersQueryKey, path: '/orders/admin', name: 'orders', filters };
}

/** How many orders each tab holds. */
export const orderCountsQueryOptions = queryOptions({
  queryKey: [...adminOrdersQueryKey, 'counts'],
  queryFn: () => apiGet<OrderCounts>('/orders/admin/counts'),
});

/** One order with its customer, for its page in the back office. */
export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminOrdersQueryKey, 'one', id],
    queryFn: () => apiGet<Order>(`/orders/admin/${encodeURIComponent(id)}`),
  });
}

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

export type BulkFulfilment = z.input<typeof bulkFulfilmentSchema>;
export type { BulkFulfilmentAnswer };

/**
 * Several paid orders moved on at once; each one the server cannot move comes back in `refused`, and each
 * not at the step the action takes from in `skipped`, with its reason.
 */
export function changeFulfilments(change: BulkFulfilment) {
  return apiPost<BulkFulfilmentAnswer>('/orders/fulfilment', change);
}

/** One order's packing slip, a PDF to print. */
export const packingSlipPath = (id: string) => `/api/orders/${encodeURIComponent(id)}/packing-slip.pdf`;

/** The pick list of the chosen orders (their products with quantities summed), a PDF to print. */
export const pickListPath = (ids: readonly string[]) => `/api/orders/pick-list.pdf?ids=${ids.map(encodeURIComponent).join(',')}`;

/** The orders CSV; it takes the list's filters. */
export const ordersExportPath = '/api/orders/export.csv';
