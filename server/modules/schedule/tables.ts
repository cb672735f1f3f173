import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

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
