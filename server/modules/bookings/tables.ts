import { sql } from 'drizzle-orm';
import { bookingStatuses } from '../../../contracts/booking';
import { id, createdAt, phoneEndingIndex, foldedNameIndex } from '../../db/columns';
import { users } from '../auth/tables';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    /**
     * The catalogue parts the technician reported using, each priced as the shop sold it then: they left the
     * stock with the report, and the invoice made from the booking starts with them as lines.
     */
    visitParts: jsonb('visit_parts').$type<{ productId: string; name: string; quantity: number; unitPriceKobo: number }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    // A technician's visits of a day: the board, their phone and every capacity check read this index.
    index('bookings_technician_day_idx')
      .on(table.technicianId, table.date, table.time)
      .where(sql`status <> 'cancelled'`),
    // The office's dashboard: finished visits the technician said need a quote or a follow-up, newest first.
    index('bookings_follow_up_idx')
      .on(table.doneAt, table.id)
      .where(sql`visit_follow_up`),
    // 'BK-' and the id's last six characters, as the customer reads it out on the phone.
    index('bookings_reference_idx').on(sql`right(${table.id}::text, 6)`),
    index('bookings_date_idx').on(table.date, table.time, table.id),
    index('bookings_created_idx').on(table.createdAt, table.id),
    index('bookings_pending_idx')
      .on(table.date, table.time, table.id)
      .where(sql`status = 'pending'`),
    // Today's and the coming visits in visit order, cancelled ones set aside: their tabs and counts read this index alone.
    index('bookings_active_idx')
      .on(table.date, table.time, table.id)
      .where(sql`status <> 'cancelled'`),
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
