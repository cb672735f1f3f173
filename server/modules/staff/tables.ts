import { timeOffReasons } from '../../../contracts/time-off';
import { createdAt, id } from '../../db/columns';
import { users } from '../auth/tables';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

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
