import { sql } from 'drizzle-orm';
import { id, createdAt, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Everyone the company deals with, one row a person: whoever signs up, books, writes, orders or is quoted or
 * invoiced is noted here as they are written (directory.ts, handed to those modules as AppDeps.directory),
 * matched by e-mail or phone key (contracts/customers.ts), each key held by one person at most.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The last address a quote or an invoice was made out to, for the next one. */
    address: text('address').notNull().default(''),
    emailKey: text('email_key').notNull().default(''),
    phoneKey: text('phone_key').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_key_idx')
      .on(table.emailKey)
      .where(sql`email_key <> ''`),
    uniqueIndex('customers_phone_key_idx')
      .on(table.phoneKey)
      .where(sql`phone_key <> ''`),
    index('customers_seen_idx').on(table.lastSeenAt, table.id),
    foldedNameIndex('customers_name_folded_idx', table.name),
    index('customers_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('customers_phone_search_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('customers_phone_ending_idx', table.phone),
  ],
);

/** The office's notes on a customer, written by admins. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    writtenBy: text('written_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.createdAt, table.id)],
);
