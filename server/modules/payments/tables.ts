import { sql } from 'drizzle-orm';
import { servicePageStatuses } from '../../../contracts/invoices';
import { id, createdAt, kobo } from '../../db/columns';
import { invoices } from '../invoices/tables';
import { quotes } from '../quotes/tables';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What the payment provider told us about each reference, kept for audits and replayed webhooks. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    reference: text('reference').notNull(),
    source: text('source', { enum: ['verify', 'webhook', 'recheck'] }).notNull(),
    providerStatus: text('provider_status').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    currency: text('currency'),
    /** The provider's own words, such as 'Declined' or 'Insufficient Funds'. */
    message: text('message').notNull().default(''),
    receivedAt: createdAt(),
  },
  (table) => [index('payment_events_reference_idx').on(table.reference, table.receivedAt)],
);

/**
 * A customer's card payment of a deposit or an invoice's balance, with the provider: pending until the
 * provider reports it, then paid or failed; only ever forward (failed -> paid on a later good card).
 */
export const serviceCheckouts = pgTable(
  'service_checkouts',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    purpose: text('purpose', { enum: ['deposit', 'invoice'] }).notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo'),
    /** `closed` when what is owed changed while the page was open; money it still takes becomes what it settles and a credit. */
    status: text('status', { enum: servicePageStatuses }).notNull().default('pending'),
    authorizationUrl: text('authorization_url').notNull().default(''),
    providerChecks: integer('provider_checks').notNull().default(0),
    /** While a copy asks the provider about this page: the others leave it until then (a dead copy's claim runs out). */
    checkLeasedUntil: timestamp('check_leased_until', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // One open payment page per deposit or balance: a second press answers the same page.
    uniqueIndex('service_checkouts_open_unique')
      .on(table.purpose, sql`coalesce(${table.quoteId}, ${table.invoiceId})`, table.amountKobo)
      .where(sql`status = 'pending'`),
    index('service_checkouts_awaiting_check_idx')
      .on(table.createdAt)
      .where(sql`provider_checks < 2 and status <> 'success'`),
  ],
);

/**
 * A customer's own account number with the provider (a Paystack dedicated account), one per customer, found
 * by their e-mail key: `asked` until the provider assigns it (or says it `failed`), then shown on their
 * quotes and invoices as where to pay; money paid into it is placed on their open documents.
 */
export const virtualAccounts = pgTable('virtual_accounts', {
  id: id(),
  emailKey: text('email_key').notNull().unique(),
  status: text('status', { enum: ['asked', 'assigned', 'failed'] })
    .notNull()
    .default('asked'),
  providerCustomerCode: text('provider_customer_code').notNull().default(''),
  accountNumber: text('account_number').unique(),
  bankName: text('bank_name').notNull().default(''),
  /** Paystack's slug of the account's bank (such as wema-bank), which its requery call names. */
  bankSlug: text('bank_slug').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  failure: text('failure').notNull().default(''),
  createdAt: createdAt(),
  assignedAt: timestamp('assigned_at', { withTimezone: true }),
});
