import { z } from 'zod';

export const orderStatuses = ['pending', 'success', 'failed'] as const;
export const fulfilmentStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export const orderSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  totalAmount: z.number(),
  status: z.enum(orderStatuses),
  fulfilmentStatus: z.enum(fulfilmentStatuses),
  trackingNote: z.string(),
  createdAt: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), country: z.string(), phone: z.string() }),
  products: z.array(
    z.object({
      product: z.object({ _id: z.string(), name: z.string(), featuredImage: z.string() }),
      quantity: z.number(),
      price: z.number(),
      /** Admin listings: the product was sold out or withdrawn when the payment came in. */
      soldOutWhenPaid: z.boolean().optional(),
    }),
  ),
  user: z.object({ name: z.string(), email: z.string() }).optional(),
  /** Admin listings: a paid line can no longer be delivered from stock. */
  stockWarning: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

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

export const fulfilmentChangeSchema = z.object({
  fulfilmentStatus: z.enum(fulfilmentStatuses, { error: 'Choose processing, shipped, delivered or cancelled' }),
  trackingNote: z.string().trim().max(500, 'The note must be at most 500 characters').optional().default(''),
  /** An admin setting right a slip: any status, and the customer is not mailed. */
  correction: z.boolean({ error: 'correction is true or false' }).optional().default(false),
});

export const orderIdParams = z.object({ id: z.uuid({ error: 'Invalid order id' }) });

export const orderMessages = {
  notFound: 'Order not found',
  notPaid: 'Only a paid order can be fulfilled',
  fulfilmentUpdated: 'Order updated',
  fulfilmentForwardOnly: 'An order only moves forward. To set right a mistake, save it as a correction: the customer is not mailed.',
  fulfilmentCorrected: 'Order corrected. The customer was not mailed.',
} as const;
