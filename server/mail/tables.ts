import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many mails the provider took in each Lagos month ('2026-11'), for the owner's count of messages sent by
 * channel (issue 32): a sent mail's job is forgotten after a week, so the month is counted as it goes.
 */
export const mailMonths = pgTable('mail_months', {
  month: text('month').primaryKey(),
  sent: integer('sent').notNull().default(0),
});
