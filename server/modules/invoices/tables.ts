import { sql } from 'drizzle-orm';
import { creditMoveKinds, creditMoveStatuses, invoiceStatuses, paymentMethods, refundMethods, secondDepositChoices } from '../../../contracts/invoices';
import { id, createdAt, updatedAt, kobo, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { bankRefundStatuses, bankTransferStatuses } from '../../../contracts/transfers';
import { statementLineStatuses, statementMatches } from '../../../contracts/statements';
import { users } from '../auth/tables';
// eslint-disable-next-line import/no-cycle -- an invoice names the quote it bills and a quote the invoice it became: the two foreign keys point both ways, and drizzle reads both lazily.
import { quotes } from '../quotes/tables';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A bill for service work: numbered without gaps each year, never deleted (a void invoice keeps its number). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull().unique(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('draft'),
    quoteId: uuid('quote_id')
      .references(() => quotes.id, { onDelete: 'restrict' })
      .unique(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    title: text('title').notNull(),
    discountKobo: kobo('discount_kobo').default(0),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    subtotalKobo: kobo('subtotal_kobo'),
    vatKobo: kobo('vat_kobo'),
    totalKobo: kobo('total_kobo'),
    /** What its payments and applied credits settled, kept with it so lists and the balance read one row; never above the total. */
    paidKobo: kobo('paid_kobo').default(0),
    /** Money taken beyond what was owed (or on a void invoice), held until the office refunds or applies it. */
    creditKobo: kobo('credit_kobo').default(0),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    tokenHash: text('token_hash').unique(),
    voidReason: text('void_reason').notNull().default(''),
    /** Each reminder goes once: the sweep that sets the time is the one that mails. */
    dueSoonRemindedAt: timestamp('due_soon_reminded_at', { withTimezone: true }),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_created_idx').on(table.createdAt, table.id),
    index('invoices_status_created_idx').on(table.status, table.createdAt, table.id),
    index('invoices_email_idx').on(sql`lower(${table.customerEmail})`, table.createdAt, table.id),
    // Money still owed, by due date: the reminders' sweep and the dashboard read only these.
    index('invoices_outstanding_due_idx')
      .on(table.dueDate)
      .where(sql`status in ('sent', 'part_paid', 'overdue')`),
    foldedNameIndex('invoices_name_folded_idx', table.customerName),
    index('invoices_email_search_idx').using('gin', sql`${table.customerEmail} gin_trgm_ops`),
    index('invoices_phone_search_idx').using('gin', sql`regexp_replace(${table.customerPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('invoices_phone_ending_idx', table.customerPhone),
    index('invoices_credit_idx')
      .on(table.id)
      .where(sql`credit_kobo > 0`),
    index('invoices_number_search_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo'),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.position)],
);

export const invoiceHistory = pgTable(
  'invoice_history',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    note: text('note').notNull().default(''),
    at: createdAt(),
  },
  (table) => [index('invoice_history_invoice_idx').on(table.invoiceId, table.at)],
);

/**
 * Money received for service work, each with its receipt: a quote's deposit (joined to the invoice once the
 * quote is invoiced) or a payment of an invoice, by card through the provider or recorded by the office.
 */
export const servicePayments = pgTable(
  'service_payments',
  {
    id: id(),
    receiptNumber: text('receipt_number').notNull().unique(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** What was taken; `creditKobo` of it was beyond what was owed and went to the document's credit. */
    amountKobo: kobo('amount_kobo'),
    creditKobo: kobo('credit_kobo').default(0),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** The provider's reference of a card payment: one payment per reference, however often it is reported. */
    providerReference: text('provider_reference').unique(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** A deposit paid after the deposit was already paid: held as credit until the office keeps or refunds it; null for any other payment. */
    paidTwice: text('paid_twice', { enum: secondDepositChoices }),
    createdAt: createdAt(),
  },
  (table) => [index('service_payments_received_idx').on(table.receivedAt, table.id), index('service_payments_invoice_idx').on(table.invoiceId), index('service_payments_quote_idx').on(table.quoteId)],
);

/**
 * What became of a document's credit: refunded (through the provider for a card payment, or by the office by
 * transfer or cash) or applied to another open invoice of the same customer. A refund through the provider
 * is pending until the provider says it was processed or failed; a failed one gives its money back to the credit.
 */
export const serviceCredits = pgTable(
  'service_credits',
  {
    id: id(),
    kind: text('kind', { enum: creditMoveKinds }).notNull(),
    /** The document the credit was on: a quote (before it is invoiced) or an invoice. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** An application's invoice. */
    toInvoiceId: uuid('to_invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo'),
    method: text('method', { enum: refundMethods }).notNull(),
    status: text('status', { enum: creditMoveStatuses }).notNull(),
    /** A card refund: the card payment it goes back to, and the provider's refund id once it has one. */
    paymentId: uuid('payment_id').references(() => servicePayments.id, { onDelete: 'restrict' }),
    providerReference: text('provider_reference'),
    providerRefundId: text('provider_refund_id'),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('service_credits_invoice_idx').on(table.invoiceId),
    index('service_credits_quote_idx').on(table.quoteId),
    index('service_credits_to_invoice_idx').on(table.toInvoiceId),
    index('service_credits_pending_idx')
      .on(table.providerReference)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Money that came in by bank transfer into a customer's own account number, one row a provider reference
 * however often it is reported: `received` until it is placed, then `settled` on the customer's open document,
 * or `unmatched` when the product cannot tell whose or what it is for, until the office `assigned` it (once).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    amountKobo: kobo('amount_kobo'),
    /** The account it was paid into (a customer's own number) and the e-mail the provider knows its owner by. */
    accountNumber: text('account_number').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    senderBank: text('sender_bank').notNull().default(''),
    narration: text('narration').notNull().default(''),
    status: text('status', { enum: bankTransferStatuses }).notNull().default('received'),
    paymentId: uuid('payment_id').references(() => servicePayments.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_transfers_unmatched_idx')
      .on(table.paidAt, table.id)
      .where(sql`status = 'unmatched'`),
  ],
);

/**
 * A credit line of the company's own bank statement, kept once by its fingerprint (day, amount, narration,
 * reference, balance) whatever file it comes in again with: `open` with what the product suggests it pays,
 * until the office confirms it and it is recorded as a payment, once (`confirmed`).
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull().unique(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountKobo: kobo('amount_kobo'),
    narration: text('narration').notNull().default(''),
    reference: text('reference').notNull().default(''),
    balanceKobo: bigint('balance_kobo', { mode: 'number' }),
    /** The document suggested when the line was read, and how it was found; '' when nothing matched. */
    suggestedNumber: text('suggested_number').notNull().default(''),
    suggestedCustomer: text('suggested_customer').notNull().default(''),
    matchedBy: text('matched_by', { enum: statementMatches }),
    status: text('status', { enum: statementLineStatuses }).notNull().default('open'),
    paymentId: uuid('payment_id').references(() => servicePayments.id, { onDelete: 'restrict' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('statement_lines_open_idx')
      .on(table.postedOn, table.id)
      .where(sql`status = 'open'`),
    index('statement_lines_posted_idx').on(table.postedOn),
  ],
);

/**
 * A refund of a document's credit sent to a bank account through the provider's transfers: one row a press's
 * key (the transfer's reference, so the provider sends it once), beside the credit move it settles. Its
 * status only moves forward (contracts/transfers.ts); a failed or reversed one gives the credit back, once.
 */
export const bankRefunds = pgTable(
  'bank_refunds',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    creditMoveId: uuid('credit_move_id')
      .notNull()
      .unique()
      .references(() => serviceCredits.id, { onDelete: 'restrict' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo'),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    recipientCode: text('recipient_code').notNull().default(''),
    transferCode: text('transfer_code').notNull().default(''),
    status: text('status', { enum: bankRefundStatuses }).notNull().default('sending'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the sweep last asked the provider about it (finishBankRefunds): the least recently asked go first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_refunds_invoice_idx').on(table.invoiceId),
    index('bank_refunds_quote_idx').on(table.quoteId),
    index('bank_refunds_unfinished_idx')
      .on(sql`${table.checkedAt} nulls first`)
      .where(sql`status in ('sending', 'pending')`),
  ],
);
