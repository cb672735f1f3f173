import { z } from 'zod';
import { fulfilmentStatuses, orderStatuses } from './orders';

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

export const fulfilmentChangeSchema = z.object({
  fulfilmentStatus: z.enum(fulfilmentStatuses, { error: 'Choose processing, shipped, delivered or cancelled' }),
  trackingNote: z.string().trim().max(500, 'The note must be at most 500 characters').optional().default(''),
  /** An admin setting right a slip: any status, and the customer is not mailed. */
  correction: z.boolean({ error: 'correction is true or false' }).optional().default(false),
});

export const orderIdParams = z.object({ id: z.uuid({ error: 'Invalid order id' }) });
