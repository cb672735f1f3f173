import { sql } from 'drizzle-orm';
import { quoteStatuses } from '../../../contracts/quotes';
import { id, createdAt, updatedAt, kobo, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { bookings } from '../bookings/tables';
import { contactMessages } from '../contact/tables';
// eslint-disable-next-line import/no-cycle -- a quote names the invoice it became and an invoice the quote it bills: the two foreign keys point both ways, and drizzle reads both lazily.
import { invoices } from '../invoices/tables';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A price for service work, sent to a customer by a private link, accepted or declined there. */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    number: text('number').notNull().unique(),
    status: text('status', { enum: quoteStatuses }).notNull().default('draft'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    title: text('title').notNull(),
    service: text('service').notNull(),
    discountKobo: kobo('discount_kobo').default(0),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    depositBasisPoints: integer('deposit_basis_points').notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** What only the office reads (a booking's note from the customer, for one): never on the customer's quote. */
    officeNotes: text('office_notes').notNull().default(''),
    /** The private link's token, stored only as a hash; sending again makes a new one. */
    tokenHash: text('token_hash').unique(),
    acceptedName: text('accepted_name').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    /** What the customer accepted (with the options they chose) and the deposit asked, fixed at acceptance. */
    acceptedTotalKobo: bigint('accepted_total_kobo', { mode: 'number' }),
    depositKobo: bigint('deposit_kobo', { mode: 'number' }),
    sourceMessageId: uuid('source_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    sourceBookingId: uuid('source_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The job: the booking the accepted work was scheduled as. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The one invoice made from this quote once accepted. */
    invoiceId: uuid('invoice_id')
      .references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' })
      .unique(),
    /** Deposits paid on this quote (their payments are in service_payments). */
    depositPaidKobo: kobo('deposit_paid_kobo').default(0),
    /** Money taken beyond the deposit due, held until refunded or applied; moves to the invoice made from the quote. */
    creditKobo: kobo('credit_kobo').default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** The customer was mailed that the quote ends soon (once, by the sweep). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** The office was told the quote expired unanswered (once, by the sweep). */
    expiryToldAt: timestamp('expiry_told_at', { withTimezone: true }),
  },
  (table) => [
    index('quotes_created_idx').on(table.createdAt, table.id),
    index('quotes_status_created_idx').on(table.status, table.createdAt, table.id),
    index('quotes_email_idx').on(sql`lower(${table.customerEmail})`, table.createdAt, table.id),
    // Quotes still open past their day are found by the expiry sweep.
    index('quotes_open_valid_idx')
      .on(table.validUntil)
      .where(sql`status in ('sent', 'viewed')`),
    foldedNameIndex('quotes_name_folded_idx', table.customerName),
    index('quotes_email_search_idx').using('gin', sql`${table.customerEmail} gin_trgm_ops`),
    index('quotes_phone_search_idx').using('gin', sql`regexp_replace(${table.customerPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('quotes_phone_ending_idx', table.customerPhone),
    // Refunds due: the dashboard sums only these.
    index('quotes_credit_idx')
      .on(table.id)
      .where(sql`credit_kobo > 0`),
    index('quotes_number_search_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    // Expired quotes the office has not yet been told of: the sweep reads only these.
    index('quotes_expiry_untold_idx')
      .on(table.id)
      .where(sql`status = 'expired' and expiry_told_at is null`),
  ],
);

/** The office's price list of services (products are priced in the catalogue): lines a quote or an invoice picks. */
export const priceItems = pgTable(
  'price_items',
  {
    id: id(),
    description: text('description').notNull(),
    unitPriceKobo: kobo('unit_price_kobo'),
    createdAt: createdAt(),
  },
  (table) => [index('price_items_description_idx').on(sql`lower(${table.description})`, table.id), index('price_items_search_idx').using('gin', sql`${table.description} gin_trgm_ops`)],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo'),
    /** The customer may tick it; it counts only when `chosen`. */
    optional: boolean('optional').notNull().default(false),
    chosen: boolean('chosen').notNull().default(false),
  },
  (table) => [index('quote_lines_quote_idx').on(table.quoteId, table.position)],
);

/** What happened to a quote and when, for the office to read. */
export const quoteHistory = pgTable(
  'quote_history',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    note: text('note').notNull().default(''),
    at: createdAt(),
  },
  (table) => [index('quote_history_quote_idx').on(table.quoteId, table.at)],
);
