import { sql } from 'drizzle-orm';
import { deliveryMethods } from '../../../contracts/delivery';
import { fulfilmentStatuses, orderStatuses } from '../../../contracts/orders';
import { id, createdAt, updatedAt, kobo, phoneEndingIndex } from '../../db/columns';
import { users } from '../auth/tables';
import { products } from '../products/tables';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An order keeps copies of its address and lines, so later edits never change what was bought. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull().unique(),
    /** The order number a person says on the phone (orderNumber in contracts/orders.ts writes it): 1001 on. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    totalKobo: kobo('total_kobo'),
    currency: text('currency').notNull().default('NGN'),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressCountry: text('address_country').notNull(),
    addressPhone: text('address_phone').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Where a paid order is on its way to the customer, set by an admin; payment status stays in `status`. */
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatuses }).notNull().default('processing'),
    trackingNote: text('tracking_note').notNull().default(''),
    /** Delivered to the address's zone or picked up at the office; the fee (part of total_kobo) and zone are copies. */
    deliveryMethod: text('delivery_method', { enum: deliveryMethods }).notNull().default('delivery'),
    deliveryZone: text('delivery_zone').notNull().default(''),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull().default(0),
    /** What was checked out (address, products, quantities, prices), so a second press reuses the open order. */
    checkoutKey: text('checkout_key'),
    /** The provider's payment page for this order, once it has given one. */
    authorizationUrl: text('authorization_url').notNull().default(''),
    /** How often the provider was asked again about a payment it never confirmed (after 30 minutes, after a day). */
    providerChecks: integer('provider_checks').notNull().default(0),
    /** While a copy asks the provider about this order: the others leave it until then (a dead copy's claim runs out). */
    checkLeasedUntil: timestamp('check_leased_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt, table.id),
    // Newest first for the Order History and each of its tabs, a page at a time (keyset on created_at, id).
    index('orders_created_idx').on(table.createdAt, table.id),
    // Paid and not yet sent: the to-ship queue, oldest first, and the dashboard's count.
    index('orders_awaiting_shipment_idx')
      .on(table.createdAt, table.id)
      .where(sql`status = 'success' and fulfilment_status = 'processing'`),
    index('orders_paid_idx')
      .on(table.createdAt, table.id)
      .where(sql`status = 'success'`),
    index('orders_unpaid_idx')
      .on(table.createdAt, table.id)
      .where(sql`status <> 'success'`),
    index('orders_reference_search_idx').using('gin', sql`${table.reference} gin_trgm_ops`),
    uniqueIndex('orders_number_unique').on(table.number),
    // Found by the delivery phone's digits however it was typed, like bookings and messages.
    index('orders_phone_search_idx').using('gin', sql`regexp_replace(${table.addressPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('orders_phone_ending_idx', table.addressPhone),
    uniqueIndex('orders_open_checkout_unique')
      .on(table.userId, table.checkoutKey)
      .where(sql`status = 'pending'`),
    index('orders_awaiting_check_idx')
      .on(table.createdAt)
      .where(sql`provider_checks < 2 and status <> 'success'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    featuredImage: text('featured_image').notNull(),
    priceKobo: kobo('price_kobo'),
    quantity: integer('quantity').notNull(),
    /** The product was sold out or withdrawn by the time the payment came in: the office must call the customer. */
    soldOutWhenPaid: boolean('sold_out_when_paid').notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/**
 * What paid orders sold, by the Lagos day of payment and product, added in the step that marks an order paid
 * (so once per order). The dashboard's month revenue and best sellers read a month of these rows instead of
 * a month of order lines (25,000 of them, joined to their orders, in a busy shop).
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The name the lines were sold under. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    revenueKobo: kobo('revenue_kobo'),
  },
  (table) => [uniqueIndex('daily_sales_day_product_unique').on(table.day, table.productId, table.name)],
);
