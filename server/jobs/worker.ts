import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from './tables';
import type { JobKind, QueueSettings } from './queue';

/**
 * The worker of one copy: claims due jobs of the kinds it knows (FOR UPDATE SKIP LOCKED, for `claimMs`),
 * extends each claim while it works, and records the outcome only while the claim is still its own (the
 * rules are at the top of queue.ts).
 */

const maxRetryWaitMs = 60 * 60 * 1000;

export type Claimed = { id: string; kind: string; payload: unknown; attempts: number; maxAttempts: number; token: string };

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A claim's token: which copy holds it, and which claim of that copy. */
export const claimToken = () => `${hostname()}:${process.pid}/${randomUUID()}`;

export function jobWorker(db: Database, log: FastifyBaseLogger, settings: QueueSettings, kinds: ReadonlyMap<string, JobKind>) {
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const retryWaitMs = (attempt: number) => Math.min(maxRetryWaitMs, settings.retryBaseMs * 2 ** Math.max(0, attempt - 1));

  async function claim(where: ReturnType<typeof and>, limit: number): Promise<Claimed[]> {
    const token = claimToken();
    // Work a dead copy left (a running job whose claim ran out) comes first: it has waited its claim already,
    // and behind a backlog of new jobs it would wait again for all of them.
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(desc(sql`${jobs.state} = 'running'`), jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, claimedBy: token, claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    return rows.map((row) => ({ ...row, token }));
  }

  const claimable = () => and(inArray(jobs.kind, [...kinds.keys()]), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.state, 'running'), lt(jobs.claimedUntil, sql`now()`))));

  async function settle(job: Claimed, outcome: { error?: unknown }): Promise<void> {
    const mine = and(eq(jobs.id, job.id), eq(jobs.claimedBy, job.token));
    if (outcome.error === undefined) {
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: sql`now()`, claimedUntil: null })
        .where(mine);
      return;
    }
    const kind = kinds.get(job.kind);
    const lastError = describeError(outcome.error).slice(0, 2000);
    const givesUp = job.attempts >= job.maxAttempts || Boolean(kind?.isPermanent?.(outcome.error));
    if (givesUp) {
      log.error({ err: outcome.error, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good');
      await db
        .update(jobs)
        .set({ state: 'failed', lastError, finishedAt: sql`now()`, claimedUntil: null })
        .where(mine);
      return;
    }
    const waitMs = retryWaitMs(job.attempts);
    log.warn({ err: outcome.error, job: job.id, kind: job.kind, attempts: job.attempts, retryInMs: waitMs }, 'job will be tried again');
    await db
      .update(jobs)
      .set({ state: 'queued', lastError, claimedBy: null, claimedUntil: null, runAt: sql`now() + ${waitMs} * interval '1 millisecond'` })
      .where(mine);
  }

  /** Runs a claimed job here, extending its claim until it ends. */
  async function perform(job: Claimed): Promise<void> {
    const kind = kinds.get(job.kind);
    const heartbeat = setInterval(
      () => {
        db.update(jobs)
          .set({ claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
          .where(and(eq(jobs.id, job.id), eq(jobs.claimedBy, job.token)))
          .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'job claim not extended'));
      },
      Math.max(50, Math.floor(settings.claimMs / 3)),
    );
    let error: unknown;
    try {
      if (!kind) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await kind.run(job.payload, { id: job.id, attempt: job.attempts });
    } catch (failure) {
      error = failure ?? new Error('job failed');
    } finally {
      clearInterval(heartbeat);
    }
    await settle(job, { error }).catch((failure: unknown) => log.error({ err: failure, job: job.id }, 'job outcome not recorded: its claim will run out and it runs again'));
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  async function work(): Promise<void> {
    while (running) {
      const room = settings.concurrency - inFlight.size;
      let claimed: Claimed[] = [];
      if (room > 0 && kinds.size > 0) {
        claimed = await claim(claimable(), room).catch((error: unknown) => {
          log.warn({ err: error }, 'jobs could not be claimed');
          return [];
        });
        for (const job of claimed) void track(perform(job));
      }
      if (running && (claimed.length === 0 || inFlight.size >= settings.concurrency)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, settings.pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  }

  return {
    /** Runs a job this copy already holds (enqueueHeld), tracked like any other so stopping waits for it. */
    runHeld: (job: Claimed) => track(perform(job)),
    /** Waits until the jobs this copy is running now, and any they lead to, have ended. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    wake(): void {
      wakeUp?.();
    },
    start(): void {
      if (running) return;
      running = true;
      loop = work();
    },
    /** Takes no new jobs and waits for those in flight (their claims are released by finishing them). */
    async stop(): Promise<void> {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}
