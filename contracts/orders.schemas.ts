import { z } from 'zod';
import { countsSchema, dayFilter, searchFilter } from './lists.schemas';
import { fulfilmentStatuses, orderStatuses } from './orders';

export const orderSchema = z.object({
  _id: z.string(),
  /** The order's number, written for people by orderNumber (contracts/orders.ts): '#ORD-1042'. */
  number: z.number().int(),
  reference: z.string(),
  totalAmount: z.number(),
  /** Naira, part of totalAmount; 0 for pickup or a zone's free delivery. */
  deliveryFee: z.number(),
  /** The zone delivered to, or 'Pickup at our office'; '' on orders placed before delivery was priced. */
  deliveryZone: z.string(),
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
  /** The status the admin saw: if the order moved meanwhile, the change is refused rather than judged anew. */
  fromStatus: z.enum(fulfilmentStatuses, { error: 'Choose processing, shipped, delivered or cancelled' }).optional(),
});

export const orderIdParams = z.object({ id: z.uuid({ error: 'Invalid order id' }) });

export const orderViews = ['to_ship', 'paid', 'unpaid'] as const;

/** The Order History's tab, dates (Lagos days) and search, for its pages and its CSV. */
export const orderFiltersSchema = z.object({
  view: z.enum(orderViews, { error: 'Choose to_ship, paid or unpaid' }).optional(),
  from: dayFilter('from').optional(),
  to: dayFilter('to').optional(),
  q: searchFilter,
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** Several paid orders moved on at once from the Order History (forward only, each mailed). */
export const bulkFulfilmentSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Invalid order id' }), { error: 'Choose the orders to update' })
    .min(1, 'Choose the orders to update')
    .max(100, 'Update at most 100 orders at once'),
  fulfilmentStatus: z.enum(fulfilmentStatuses, { error: 'Choose processing, shipped, delivered or cancelled' }),
  trackingNote: z.string().trim().max(500, 'The note must be at most 500 characters').optional().default(''),
});

/** An order a bulk action left as it was, and why. */
export const orderLeftSchema = z.object({ _id: z.string(), number: z.number().int().optional(), message: z.string() });

/**
 * What a bulk action did: the orders moved, those refused (not paid, unknown) and those skipped because
 * they were not at the step the action acts on (already shipped: not mailed again, their note kept).
 */
export const bulkFulfilmentAnswerSchema = z.object({
  orders: z.array(orderSchema),
  refused: z.array(orderLeftSchema),
  skipped: z.array(orderLeftSchema),
  message: z.string(),
});
export type BulkFulfilmentAnswer = z.infer<typeof bulkFulfilmentAnswerSchema>;

/** The orders a pick list is for: their ids, comma-separated (at most 100, as a bulk step). */
export const pickListQuery = z.object({
  ids: z
    .string({ error: 'Choose the orders to pick' })
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: 'Invalid order id' }))
        .min(1, 'Choose the orders to pick')
        .max(100, 'Pick at most 100 orders at once'),
    ),
});

/** How many orders each Order History tab holds (paid orders pass 1,000 in a busy shop's first months). */
export const orderCountsSchema = countsSchema(['toShip', 'paid', 'unpaid']);
export type OrderCounts = z.infer<typeof orderCountsSchema>;
