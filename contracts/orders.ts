export const orderStatuses = ['pending', 'success', 'failed'] as const;

export const fulfilmentStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/**
 * The one order number a person says on the phone: '#ORD-' (SPEC.md's prefix) and the order's own number,
 * 1001 on. The customer's mails, the lists, the order page, the packing slip and the CSV all write it from
 * here, and the search finds it however it is typed (findOrderNumber). SPEC.md's '#ORD-' and four or six
 * characters of the id gave one order two names, and 15,305 endings were shared among 60,000 orders.
 */
export function orderNumber(order: { number: number }): string {
  return `#ORD-${order.number}`;
}

/** The order number in what someone typed: '#ORD-1042', 'ord 1042' or 'ORD1042'; undefined otherwise. */
export function findOrderNumber(words: string): number | undefined {
  const match = /^#?\s*ord\s*-?\s*(\d{1,9})$/i.exec(words.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * Where a paid order may go next on its way to the customer: forward only, as each step is mailed to them.
 * Staying put is allowed (a new tracking note); delivered and cancelled are the end.
 */
export const fulfilmentTransitions: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  processing: ['processing', 'shipped', 'delivered', 'cancelled'],
  shipped: ['shipped', 'delivered', 'cancelled'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

/**
 * The steps a bulk action takes from: an order already at or past the step is skipped (no second mail, its
 * tracking note kept), not moved again. One order's own page may still stay put to add a note.
 */
export const bulkFulfilmentFrom: Partial<Record<FulfilmentStatus, readonly FulfilmentStatus[]>> = {
  shipped: ['processing'],
  delivered: ['processing', 'shipped'],
};

export const orderMessages = {
  notFound: 'Order not found',
  notPaid: 'Only a paid order can be fulfilled',
  fulfilmentUpdated: 'Order updated',
  fulfilmentForwardOnly: 'An order only moves forward. To set right a mistake, save it as a correction: the customer is not mailed.',
  fulfilmentCorrected: 'Order corrected. The customer was not mailed.',
  ordersUpdated: (count: number) => (count === 1 ? '1 order updated' : `${count} orders updated`),
  /** Why a bulk step left an order as it was: it is not at the step the action acts on. */
  skippedAlready: (status: FulfilmentStatus) => `Skipped: already ${status}`,
  skippedNotPaid: 'Skipped: not paid',
  changedMeanwhile: 'This order was changed by someone else meanwhile. Reload it and try again.',
} as const;
