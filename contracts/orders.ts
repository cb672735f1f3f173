export const orderStatuses = ['pending', 'success', 'failed'] as const;

export const fulfilmentStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** SPEC.md section 2: '#ORD-' and the id's last characters, 4 in the table and 6 in the detail view. */
export function displayOrderId(id: string, length: 4 | 6): string {
  return `#ORD-${id.slice(-length).toUpperCase()}`;
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

export const orderMessages = {
  notFound: 'Order not found',
  notPaid: 'Only a paid order can be fulfilled',
  fulfilmentUpdated: 'Order updated',
  fulfilmentForwardOnly: 'An order only moves forward. To set right a mistake, save it as a correction: the customer is not mailed.',
  fulfilmentCorrected: 'Order corrected. The customer was not mailed.',
  ordersUpdated: (count: number) => (count === 1 ? '1 order updated' : `${count} orders updated`),
} as const;
