import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listLimits, type BoundedCount } from '../../contracts/lists';
import type { Database } from '../db/client';

/**
 * How many rows match, counted on an index no further than one past listLimits.countedUpTo: an exact count
 * of a tab that holds years of paid orders read 250,000 index entries on every visit, and grew with the table.
 */
export async function boundedCount(db: Database, table: PgTable, where: SQL | undefined): Promise<BoundedCount> {
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(listLimits.countedUpTo + 1)
    .as('counted');
  const [row] = await db.select({ value: count() }).from(counted);
  const value = row?.value ?? 0;
  return { count: Math.min(value, listLimits.countedUpTo), over: value > listLimits.countedUpTo };
}

/** Counts as an answer carries them: each number under its name, and `over` naming those past the limit. */
export function countsAnswer<Name extends string>(counts: Record<Name, BoundedCount>): Record<Name, number> & { over: Name[] } {
  const entries = Object.entries(counts) as [Name, BoundedCount][];
  const numbers = Object.fromEntries(entries.map(([name, counted]) => [name, counted.count])) as Record<Name, number>;
  return { ...numbers, over: entries.filter(([, counted]) => counted.over).map(([name]) => name) };
}
