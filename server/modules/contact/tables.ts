import { sql } from 'drizzle-orm';
import { id, createdAt, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The office's inbox: what visitors write on the contact form, and what customers send by WhatsApp or SMS
 * (issue 32), one list the office answers from. A provider's message id is kept so a webhook the provider
 * repeats stores its message once; a phone message's number is in E.164.
 */
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
    channel: text('channel', { enum: ['form', 'whatsapp', 'sms'] })
      .notNull()
      .default('form'),
    providerMessageId: text('provider_message_id'),
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
    uniqueIndex('contact_messages_provider_idx')
      .on(table.channel, table.providerMessageId)
      .where(sql`provider_message_id is not null`),
    // The customer's last WhatsApp message opens the 24-hour window the office may answer in with free text.
    index('contact_messages_phone_channel_idx').on(table.phone, table.channel, table.createdAt),
  ],
);
