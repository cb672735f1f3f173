import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * How many rows each tab of a list holds, a tab being a set of statuses: one grouped count on the status
 * index, whatever number of tabs.
 */
export async function countTabs<View extends string>(db: Database, table: PgTable, status: AnyColumn, tabs: Record<View, readonly string[]>): Promise<Record<View, number>> {
  const rows = await db
    .select({ status: sql<string>`${status}`, count: sql<number>`count(*)::int` })
    .from(table)
    .groupBy(sql`${status}`);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  const counts = Object.entries<readonly string[]>(tabs).map(([view, statuses]) => [view, statuses.reduce((sum, one) => sum + (byStatus.get(one) ?? 0), 0)]);
  return Object.fromEntries(counts) as Record<View, number>;
}
