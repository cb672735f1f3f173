import { lt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { attemptCounters } from './db/schema';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * A store for @fastify/rate-limit kept in PostgreSQL, so that limits count attempts across every server copy
 * behind the load balancer, and survive a restart. One atomic upsert per attempt.
 */
export function postgresAttemptStore(db: Database) {
  return class PostgresAttemptStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const window = sql`(${timeWindow}::int * interval '1 millisecond')`;
      const expired = sql`${attemptCounters.windowStartedAt} + ${window} <= now()`;
      db.insert(attemptCounters)
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
        })
        .then(([row]) => callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, row?.ttl ?? timeWindow) }))
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
