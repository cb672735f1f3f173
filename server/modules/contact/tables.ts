import { sql } from 'drizzle-orm';
import { id, createdAt, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt, table.id),
    index('contact_messages_unhandled_idx')
      .on(table.createdAt, table.id)
      .where(sql`handled_at is null`),
    foldedNameIndex('contact_messages_name_folded_idx', table.name),
    index('contact_messages_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('contact_messages_phone_search_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('contact_messages_phone_ending_idx', table.phone),
  ],
);
