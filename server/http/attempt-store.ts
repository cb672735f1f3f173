import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounters } from './tables';

/** The count including this attempt, the window's milliseconds left, and which window it was counted in. */
export type Counted = { current: number; ttl: number; window: string };
type Callback = (error: Error | null, result?: Counted) => void;

const windowOf = (windowMs: number) => sql`(${windowMs}::int * interval '1 millisecond')`;
/** A window is named by its start to the microsecond, as text: a JavaScript Date would round it to the millisecond. */
const windowName = sql<string>`extract(epoch from ${attemptCounters.windowStartedAt})::text`;

/**
 * Counts one attempt under `key` in a fixed window, in one atomic upsert, so every server copy behind the
 * load balancer shares the count and it survives a restart. Answers the count so far and the window's
 * milliseconds left.
 */
export async function countAttempt(db: Database, key: string, windowMs: number): Promise<Counted> {
  const window = windowOf(windowMs);
  const expired = sql`${attemptCounters.windowStartedAt} + ${window} <= now()`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${attemptCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: attemptCounters.hits,
      ttl: sql<number>`ceil(extract(epoch from (${attemptCounters.windowStartedAt} + ${window} - now())) * 1000)::int`,
      window: windowName,
    });
  return { current: row?.hits ?? 1, ttl: Math.max(0, row?.ttl ?? windowMs), window: row?.window ?? '' };
}

/** Takes back an attempt counted under `key`, if its window is still the one it was counted in. */
export async function releaseAttempt(db: Database, key: string, counted: Counted): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ hits: sql`${attemptCounters.hits} - 1` })
    .where(and(eq(attemptCounters.key, key), sql`${windowName} = ${counted.window}`, sql`${attemptCounters.hits} > 0`));
}

/** @fastify/rate-limit's store interface over countAttempt. */
export function postgresAttemptStore(db: Database) {
  return class PostgresAttemptStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      countAttempt(db, key, timeWindow)
        .then((counted) => callback(null, counted))
        .catch((error: Error) => callback(error));
    }

    child() {
      return this;
    }
  };
}

/** Counters whose windows ended long ago are no use to anyone. */
export async function forgetOldAttempts(db: Database): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowStartedAt, sql`now() - interval '1 day'`));
}
