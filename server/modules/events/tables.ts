import { id, createdAt } from '../../db/columns';
import { pgTable, text } from 'drizzle-orm/pg-core';

export const events = pgTable('events', {
  id: id(),
  image: text('image').notNull(),
  createdAt: createdAt(),
});
