import { id, createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/tables';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

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
