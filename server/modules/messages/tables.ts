import { id, createdAt } from '../../db/columns';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
  (table) => [
    uniqueIndex('message_reports_once_idx').on(table.provider, table.kind, table.providerMessageId, table.state),
    index('message_reports_reference_idx').on(table.reference),
  ],
);
