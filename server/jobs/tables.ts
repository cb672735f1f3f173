import { sql } from 'drizzle-orm';
import { id, createdAt } from '../db/columns';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
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
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`state = 'queued'`),
    index('jobs_claimed_idx')
      .on(table.claimedUntil)
      .where(sql`state = 'running'`),
    index('jobs_failed_idx')
      .on(table.kind, table.finishedAt, table.id)
      .where(sql`state = 'failed'`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`state = 'done'`),
  ],
);
