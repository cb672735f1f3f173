import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, kobo } from '../../db/columns';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Deleted products stay as rows so carts can say what happened to them; the shop no longer shows them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_created_idx').on(table.createdAt, table.id).where(sql`deleted_at is null`),
    index('products_name_search_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);
