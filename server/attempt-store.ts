import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { attemptCounters } from './db/schema';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

const windowOf = (windowMs: number) => sql`(${windowMs}::int * interval '1 millisecond')`;

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
    });
  return { current: row?.hits ?? 1, ttl: Math.max(0, row?.ttl ?? windowMs) };
}

/** The attempts counted under `key` in its current window, without counting one more. */
export async function attemptsSoFar(db: Database, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: attemptCounters.hits })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, key), sql`${attemptCounters.windowStartedAt} + ${windowOf(windowMs)} > now()`));
  return row?.hits ?? 0;
}

export async function forgetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
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
