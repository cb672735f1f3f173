import { sql } from 'drizzle-orm';
import { bookingStatuses } from '../../contracts/booking';
import { creditMoveKinds, creditMoveStatuses, invoiceStatuses, paymentMethods, refundMethods, secondDepositChoices, servicePageStatuses } from '../../contracts/invoices';
import { roles } from '../../contracts/auth';
import type { WorkingDay } from '../../contracts/staff';
import { timeOffReasons } from '../../contracts/time-off';
import { foldedName } from './folding';
import { fulfilmentStatuses, orderStatuses } from '../../contracts/orders';
import { quoteStatuses } from '../../contracts/quotes';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is whole kobo; bigint so that a large order total can never overflow. */
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A phone number found by its last digits (a whole number typed any way ends the same): its digits reversed,
 * read as a prefix on a b-tree. A trigram index reads postings that grow with the table; this one does not.
 */
const phoneEndingIndex = (name: string, phone: AnyPgColumn) => index(name).using('btree', sql`reverse(regexp_replace(${phone}, '[^0-9]', '', 'g')) text_pattern_ops`);

/** A name found by any part of it, free of accents and case (server/db/folding.ts), on trigrams. */
const foldedNameIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${foldedName(column)} gin_trgm_ops`);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: roles }).notNull().default('customer'),
    passwordHash: text('password_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Staff who left: no sign-in, no session, no new visits. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** A technician's skills: the services (booking service titles) they do. */
    services: jsonb('services').$type<string[]>().notNull().default([]),
    /** A technician's week: [{ day: 1-7, start: 'HH:mm', end: 'HH:mm' }]. */
    workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull().default([]),
    /** The week a technician asked for from their phone, until the office approves it (null: none asked). */
    hoursRequest: jsonb('hours_request').$type<WorkingDay[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // The Order History finds orders by their customer's name or e-mail anywhere in it.
    foldedNameIndex('users_name_folded_idx', table.name),
    index('users_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** One row per signed-in device; refresh tokens rotate inside it and a reused one revokes it whole. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Activation, password-reset, e-mail-change and sign-in links: stored only as a hash, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activate', 'reset', 'email', 'sign-in', 'invite'] }).notNull(),
    /** For an e-mail change: the address the link was mailed to, which becomes the login once it is opened. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

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

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_user_product_unique').on(table.userId, table.productId)],
);

/** An order keeps copies of its address and lines, so later edits never change what was bought. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull().unique(),
    /** The order number a person says on the phone (orderNumber in contracts/orders.ts writes it): 1001 on. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    totalKobo: kobo('total_kobo'),
    currency: text('currency').notNull().default('NGN'),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressCountry: text('address_country').notNull(),
    addressPhone: text('address_phone').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Where a paid order is on its way to the customer, set by an admin; payment status stays in `status`. */
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatuses }).notNull().default('processing'),
    trackingNote: text('tracking_note').notNull().default(''),
    /** What was checked out (address, products, quantities, prices), so a second press reuses the open order. */
    checkoutKey: text('checkout_key'),
    /** The provider's payment page for this order, once it has given one. */
    authorizationUrl: text('authorization_url').notNull().default(''),
    /** How often the provider was asked again about a payment it never confirmed (after 30 minutes, after a day). */
    providerChecks: integer('provider_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt, table.id),
    // Newest first for the Order History and each of its tabs, a page at a time (keyset on created_at, id).
    index('orders_created_idx').on(table.createdAt, table.id),
    // Paid and not yet sent: the to-ship queue, oldest first, and the dashboard's count.
    index('orders_awaiting_shipment_idx').on(table.createdAt, table.id).where(sql`status = 'success' and fulfilment_status = 'processing'`),
    index('orders_paid_idx').on(table.createdAt, table.id).where(sql`status = 'success'`),
    index('orders_unpaid_idx').on(table.createdAt, table.id).where(sql`status <> 'success'`),
    index('orders_reference_search_idx').using('gin', sql`${table.reference} gin_trgm_ops`),
    uniqueIndex('orders_number_unique').on(table.number),
    // Found by the delivery phone's digits however it was typed, like bookings and messages.
    index('orders_phone_search_idx').using('gin', sql`regexp_replace(${table.addressPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('orders_phone_ending_idx', table.addressPhone),
    uniqueIndex('orders_open_checkout_unique').on(table.userId, table.checkoutKey).where(sql`status = 'pending'`),
    index('orders_awaiting_check_idx').on(table.createdAt).where(sql`provider_checks < 2 and status <> 'success'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    featuredImage: text('featured_image').notNull(),
    priceKobo: kobo('price_kobo'),
    quantity: integer('quantity').notNull(),
    /** The product was sold out or withdrawn by the time the payment came in: the office must call the customer. */
    soldOutWhenPaid: boolean('sold_out_when_paid').notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/**
 * What paid orders sold, by the Lagos day of payment and product, added in the step that marks an order paid
 * (so once per order). The dashboard's month revenue and best sellers read a month of these rows instead of
 * a month of order lines (25,000 of them, joined to their orders, in a busy shop).
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The name the lines were sold under. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    revenueKobo: kobo('revenue_kobo'),
  },
  (table) => [uniqueIndex('daily_sales_day_product_unique').on(table.day, table.productId, table.name)],
);

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

/** The local stand-in payment provider's own record of each payment page (used only without a Paystack key). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  email: text('email').notNull(),
  amountKobo: kobo('amount_kobo'),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: ['ongoing', 'success', 'failed'] }).notNull().default('ongoing'),
  createdAt: createdAt(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    service: text('service').notNull(),
    otherService: text('other_service').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    /** The admin's latest word to the customer about this booking. */
    statusNote: text('status_note').notNull().default(''),
    /** The private manage link's token (derived from the booking: documentLinkToken), stored only as a hash. */
    manageTokenHash: text('manage_token_hash').unique(),
    /** The random manage link mailed before links were derived (migration 0017), kept working while the booking is open. */
    legacyManageTokenHash: text('legacy_manage_token_hash').unique(),
    /** Where the visit is; the site's form asks for it, the API keeps it optional. */
    address: text('address').notNull().default(''),
    technicianId: uuid('technician_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** Nobody on record does the service: the date and time are the customer's wish, the office calls to arrange it. */
    toArrange: boolean('to_arrange').notNull().default(false),
    /** What the technician reported from the visit. */
    onWayAt: timestamp('on_way_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    visitNote: text('visit_note').notNull().default(''),
    /** The file names of the visit's photos, kept out of the public images (server/images/visit-photos.ts). */
    visitPhotos: jsonb('visit_photos').$type<string[]>().notNull().default([]),
    /** The technician ticked "needs a quote or follow-up" on Done: the office's dashboard lists it. */
    visitFollowUp: boolean('visit_follow_up').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // A technician's visits of a day: the board, their phone and every capacity check read this index.
    index('bookings_technician_day_idx').on(table.technicianId, table.date, table.time).where(sql`status <> 'cancelled'`),
    // The office's dashboard: finished visits the technician said need a quote or a follow-up, newest first.
    index('bookings_follow_up_idx').on(table.doneAt, table.id).where(sql`visit_follow_up`),
    // 'BK-' and the id's last six characters, as the customer reads it out on the phone.
    index('bookings_reference_idx').on(sql`right(${table.id}::text, 6)`),
    index('bookings_date_idx').on(table.date, table.time, table.id),
    index('bookings_created_idx').on(table.createdAt, table.id),
    index('bookings_pending_idx').on(table.date, table.time, table.id).where(sql`status = 'pending'`),
    // Today's and the coming visits in visit order, cancelled ones set aside: their tabs and counts read this index alone.
    index('bookings_active_idx').on(table.date, table.time, table.id).where(sql`status <> 'cancelled'`),
    index('bookings_email_idx').on(sql`lower(${table.email})`, table.date, table.time, table.id),
    // Found by any part of the name, the e-mail, or the phone's digits however it was typed.
    foldedNameIndex('bookings_name_folded_idx', table.name),
    index('bookings_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('bookings_phone_search_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('bookings_phone_ending_idx', table.phone),
  ],
);

/**
 * Each report a technician's phone sent, by the key the phone made for it: a report sent again after a
 * dropped connection finds its key and changes nothing twice.
 */
/** A technician's dated time off: whole days from `fromDay` to `toDay`, or part of one day (`startTime`-`endTime`). */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** Both blank for whole days. */
    startTime: text('start_time').notNull().default(''),
    endTime: text('end_time').notNull().default(''),
    reason: text('reason', { enum: timeOffReasons }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  // Every capacity check reads the time off touching its days.
  (table) => [index('time_off_days_idx').on(table.toDay, table.fromDay)],
);

/** The company's public holidays: nobody is sent out. */
export const holidays = pgTable('holidays', {
  id: id(),
  day: date('day', { mode: 'string' }).notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const visitActions = pgTable('visit_actions', {
  key: text('key').primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  createdAt: createdAt(),
});

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
    index('contact_messages_unhandled_idx').on(table.createdAt, table.id).where(sql`handled_at is null`),
    foldedNameIndex('contact_messages_name_folded_idx', table.name),
    index('contact_messages_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('contact_messages_phone_search_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('contact_messages_phone_ending_idx', table.phone),
  ],
);

export const events = pgTable('events', {
  id: id(),
  image: text('image').notNull(),
  createdAt: createdAt(),
});

/** Rate-limit counters shared by every server copy: one fixed window per key. */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The last number given to each kind of document in each year (quote, invoice, receipt). Taken and raised in
 * the transaction that stores the document, so a number is never given twice, and a rolled-back document
 * gives its number back: invoice numbers have no gaps, however many servers share the database.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: ['quote', 'invoice', 'receipt'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

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
    index('quotes_open_valid_idx').on(table.validUntil).where(sql`status in ('sent', 'viewed')`),
    foldedNameIndex('quotes_name_folded_idx', table.customerName),
    index('quotes_email_search_idx').using('gin', sql`${table.customerEmail} gin_trgm_ops`),
    index('quotes_phone_search_idx').using('gin', sql`regexp_replace(${table.customerPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('quotes_phone_ending_idx', table.customerPhone),
    // Refunds due: the dashboard sums only these.
    index('quotes_credit_idx').on(table.id).where(sql`credit_kobo > 0`),
    index('quotes_number_search_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    // Expired quotes the office has not yet been told of: the sweep reads only these.
    index('quotes_expiry_untold_idx').on(table.id).where(sql`status = 'expired' and expiry_told_at is null`),
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

/**
 * Everyone the company deals with, one row a person: whoever signs up, books, writes, orders or is quoted or
 * invoiced is noted here as they are written (server/people/), matched by e-mail or phone key
 * (contracts/customers.ts), each key held by one person at most.
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
    uniqueIndex('customers_email_key_idx').on(table.emailKey).where(sql`email_key <> ''`),
    uniqueIndex('customers_phone_key_idx').on(table.phoneKey).where(sql`phone_key <> ''`),
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
    index('invoices_outstanding_due_idx').on(table.dueDate).where(sql`status in ('sent', 'part_paid', 'overdue')`),
    foldedNameIndex('invoices_name_folded_idx', table.customerName),
    index('invoices_email_search_idx').using('gin', sql`${table.customerEmail} gin_trgm_ops`),
    index('invoices_phone_search_idx').using('gin', sql`regexp_replace(${table.customerPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    phoneEndingIndex('invoices_phone_ending_idx', table.customerPhone),
    index('invoices_credit_idx').on(table.id).where(sql`credit_kobo > 0`),
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
  (table) => [
    index('service_payments_received_idx').on(table.receivedAt, table.id),
    index('service_payments_invoice_idx').on(table.invoiceId),
    index('service_payments_quote_idx').on(table.quoteId),
  ],
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
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // One open payment page per deposit or balance: a second press answers the same page.
    uniqueIndex('service_checkouts_open_unique').on(table.purpose, sql`coalesce(${table.quoteId}, ${table.invoiceId})`, table.amountKobo).where(sql`status = 'pending'`),
    index('service_checkouts_awaiting_check_idx').on(table.createdAt).where(sql`provider_checks < 2 and status <> 'success'`),
  ],
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
    index('service_credits_pending_idx').on(table.providerReference).where(sql`status = 'pending'`),
  ],
);

/**
 * Work done later and by any server copy (server/jobs/): mail to send, scheduled sweeps. A job is claimed for
 * a while (`claimedUntil`), extended while its copy works on it; a copy that dies leaves a claim that runs out,
 * and another copy takes the job up again. `singletonKey` makes a scheduled run happen once across copies.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    singletonKey: text('singleton_key').unique(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`state = 'queued'`),
    index('jobs_claimed_idx').on(table.claimedUntil).where(sql`state = 'running'`),
    index('jobs_failed_idx').on(table.kind, table.finishedAt, table.id).where(sql`state = 'failed'`),
    index('jobs_finished_idx').on(table.finishedAt).where(sql`state = 'done'`),
  ],
);

/**
 * The hashed scripts and styles of every build that served recently: a page drawn by one version names
 * files another copy's build lacks while a deploy rolls through, and any copy answers them from here.
 */
export const webAssets = pgTable('web_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: text('content_base64').notNull(),
  lastBuiltAt: timestamp('last_built_at', { withTimezone: true }).notNull().defaultNow(),
});

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
