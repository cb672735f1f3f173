import { id, createdAt } from '../../db/columns';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every report the messaging providers' webhooks made (issue 32): a status of a message we sent, by the
 * provider's message id and our reference where the provider echoes it, or a message a customer sent. Providers
 * repeat a webhook until answered 200, so a report is kept once (provider, kind, message id and state).
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    provider: text('provider', { enum: ['whatsapp', 'termii'] }).notNull(),
    kind: text('kind', { enum: ['status', 'inbound'] }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    /** sent, delivered, read or failed for a status; received for a customer's message. */
    state: text('state', { enum: ['sent', 'delivered', 'read', 'failed', 'received'] }).notNull(),
    /** The provider's own words, such as 'DND Active on Phone Number'. */
    providerStatus: text('provider_status').notNull().default(''),
    reference: text('reference'),
    errorCode: text('error_code'),
    fromPhone: text('from_phone'),
    body: text('body'),
    receivedAt: createdAt(),
  },
  (table) => [uniqueIndex('message_reports_once_idx').on(table.provider, table.kind, table.providerMessageId, table.state), index('message_reports_reference_idx').on(table.reference)],
);

/**
 * Each message told to a customer's phone (issue 32): what it says on each channel, its category (NDPA 2023),
 * and how far it got. Its id is its job's first id and the reference WhatsApp echoes in every status webhook;
 * the provider's message id names it in Termii's reports. `triedChannels` are those that refused it or did
 * not deliver it in time, so the next send takes the next channel.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: id(),
    phone: text('phone').notNull(),
    category: text('category', { enum: ['transactional', 'marketing'] }).notNull(),
    /** What it tells of, such as 'booking_received' and what it is about ('booking:<id>'). */
    event: text('event').notNull(),
    about: text('about').notNull().default(''),
    template: text('template').notNull(),
    templateValues: jsonb('template_values').$type<string[]>().notNull(),
    smsText: text('sms_text').notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed', 'withheld'] })
      .notNull()
      .default('queued'),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }),
    triedChannels: jsonb('tried_channels').$type<('whatsapp' | 'sms')[]>().notNull().default([]),
    providerMessageId: text('provider_message_id'),
    pages: integer('pages').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_messages_once_idx').on(table.event, table.about, table.phone),
    index('customer_messages_phone_idx').on(table.phone, table.createdAt),
    index('customer_messages_provider_idx').on(table.providerMessageId),
    // The month's count by channel (the dashboard) reads only the month's rows.
    index('customer_messages_sent_idx').on(table.sentAt),
  ],
);

/**
 * Each number's word on each phone channel (NDPA 2023): `ended` by "STOP" sent on that channel (or the opt-out
 * link), `granted` when the customer consented to marketing there; when, how and which channel are kept. No
 * row: transactional messages only, which rest on the booking or order itself. The latest word counts.
 */
export const channelConsents = pgTable(
  'channel_consents',
  {
    id: id(),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }).notNull(),
    state: text('state', { enum: ['ended', 'granted'] }).notNull(),
    /** How it was given: 'stop-whatsapp', 'stop-sms', 'link', 'office', or the office's record of the customer's word 'phone', 'in-person'. */
    how: text('how').notNull(),
    createdAt: createdAt(),
    /** The office account that recorded it; '' for the customer's own "STOP" or link. */
    recordedBy: text('recorded_by').notNull().default(''),
  },
  (table) => [index('channel_consents_phone_idx').on(table.phone, table.channel, table.createdAt)],
);

/**
 * Short addresses on our own site (`/m/<code>`) for the links an SMS carries (issue 32), so a message with its
 * link keeps to one 160-character page: each code names a path of the site (a booking's manage page, a
 * document's page), and one path has one code however often it is sent. A code is a bearer link as the path it
 * names is, so it is random, never counted up.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('short_links_target_idx').on(table.target)],
);

/**
 * Each e-mail address's consent to marketing mail (NDPA 2023), as the office recorded it: when, how and by whom.
 * Mail about a booking, order, quote or invoice rests on it and always goes; no row, no marketing. The latest
 * word counts.
 */
export const emailConsents = pgTable(
  'email_consents',
  {
    id: id(),
    /** The address as a key (trimmed, lower case). */
    email: text('email').notNull(),
    state: text('state', { enum: ['granted', 'withdrawn'] }).notNull(),
    how: text('how').notNull(),
    recordedBy: text('recorded_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('email_consents_email_idx').on(table.email, table.createdAt)],
);

/**
 * The office's answers to customers from the inbox (issue 32 item 6): free text on WhatsApp inside the 24-hour
 * window the customer's last WhatsApp message opened, the `message_reply` template outside it, or an SMS. Each
 * is stored with its job in one transaction under the key the office's form made, so a button pressed twice
 * (or a request retried) sends it once; the job sends it, never the request.
 */
export const officeReplies = pgTable(
  'office_replies',
  {
    id: id(),
    key: text('key').notNull(),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }).notNull(),
    /** `text` free-form (WhatsApp inside the window, or an SMS); `template` the approved reply template. */
    kind: text('kind', { enum: ['text', 'template'] }).notNull(),
    body: text('body').notNull(),
    /** The name the template greets the customer by. */
    greeting: text('greeting').notNull().default(''),
    writtenBy: text('written_by').notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed', 'withheld'] })
      .notNull()
      .default('queued'),
    providerMessageId: text('provider_message_id'),
    pages: integer('pages').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('office_replies_key_idx').on(table.key), index('office_replies_phone_idx').on(table.phone, table.createdAt, table.id)],
);
