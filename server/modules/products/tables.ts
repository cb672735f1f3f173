import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, kobo } from '../../db/columns';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stockMovementReasons } from '../../../contracts/stock';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceKobo: kobo('price_kobo'),
    featuredImage: text('featured_image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    /** Units on the shelves; null while the office has never counted it (then only `soldOut` says it cannot be bought). */
    onHand: integer('on_hand'),
    /** Units held by open payment pages (stock_reservations marked held): available is onHand - reserved. */
    reserved: integer('reserved').notNull().default(0),
    /** Below this many on hand the office is told, once until it is restocked. */
    reorderLevel: integer('reorder_level'),
    lowStockTold: boolean('low_stock_told').notNull().default(false),
    /** A slug of product_categories, '' for none (a plain text, not a reference: '' is no category). */
    category: text('category').notNull().default(''),
    specs: jsonb('specs').$type<{ name: string; value: string }[]>().notNull().default([]),
    /** Deleted products stay as rows so carts can say what happened to them; the shop no longer shows them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`deleted_at is null`),
    index('products_name_search_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // A category's page of the shop, newest first, a page at a time.
    index('products_category_idx')
      .on(table.category, table.createdAt, table.id)
      .where(sql`deleted_at is null`),
    // A category's page sorted by price, a page at a time (keyset on price, then newest).
    index('products_category_price_idx')
      .on(table.category, table.priceKobo, table.createdAt, table.id)
      .where(sql`deleted_at is null`),
    // Products carrying a specification (specs @> '[{"name":..,"value":..}]').
    index('products_specs_idx').using('gin', sql`${table.specs} jsonb_path_ops`),
    check('products_reserved_not_negative', sql`${table.reserved} >= 0`),
  ],
);

/**
 * The shop's categories as the office keeps them: the slug is the category's page's address (kept through a
 * rename), `position` the order the shop lists them in.
 */
export const productCategories = pgTable('product_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** The words of the category's own page (its description in the page head and under its title). */
  description: text('description').notNull().default(''),
  position: integer('position').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What one checkout holds of one product while its payment page is open: `held` counts in products.reserved,
 * then `sold` once paid or `released` when the payment failed, expired or was abandoned.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    /** The payment reference of the order that holds it. */
    reference: text('reference').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'sold', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('stock_reservations_reference_product_unique').on(table.reference, table.productId),
    index('stock_reservations_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

/** Every change to a quantity on hand, newest read first: the office's adjustments, sales and parts used. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason', { enum: stockMovementReasons }).notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    note: text('note').notNull().default(''),
    /** Who made the change: the office member's name, or '' for the shop's own (a sale). */
    by: text('by').notNull().default(''),
    /** The order's payment reference or the visit's report key that moved it, '' for the office's own. */
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('stock_movements_product_idx').on(table.productId, table.createdAt)],
);
