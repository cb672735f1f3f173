import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from './tables';

/**
 * The job queue: a table every server copy shares (PostgreSQL or the embedded database alike).
 *
 * - A job is claimed with FOR UPDATE SKIP LOCKED for `claimMs`, and the claim is extended while its copy works
 *   on it. A copy that dies stops extending: its claim runs out and any other copy takes the job up again.
 * - Only the claim's holder may finish a job (`claimed_by` is one token per claim), so a copy whose claim ran
 *   out cannot mark done what another copy now does.
 * - A failed attempt is tried again after a wait that doubles (`retryBaseMs`, at most an hour), until the
 *   kind's `maxAttempts`; then, or at once for a failure the kind calls permanent, the job is `failed` and
 *   stays for the office to see. Done jobs are kept a week.
 * - A job enqueued inside a caller's transaction exists exactly when the change it belongs to does.
 * - Scheduled work (`every`) is one job per time slot, named by the slot: however many copies tick, a slot
 *   runs once, and like any job it is taken up again when the copy running it dies.
 */

export type JobContext = { id: string; attempt: number };
export type JobKind = {
  name: string;
  run: (payload: unknown, job: JobContext) => Promise<void>;
  maxAttempts: number;
  /** A failure no retry can mend (an address the provider refuses for good). */
  isPermanent?: (error: unknown) => boolean;
};
export type EnqueueOptions = { runAt?: Date; singletonKey?: string };
export type QueueSettings = { claimMs: number; retryBaseMs: number; concurrency: number; pollMs: number };
export type QueueCounts = { kind: string; state: string; jobs: number }[];

const maxRetryWaitMs = 60 * 60 * 1000;
const keepDoneJobsMs = 7 * 24 * 60 * 60 * 1000;

type Claimed = { id: string; kind: string; payload: unknown; attempts: number; maxAttempts: number; token: string };

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function jobQueue(db: Database, log: FastifyBaseLogger, settings: QueueSettings) {
  const copy = `${hostname()}:${process.pid}`;
  const kinds = new Map<string, JobKind>();
  const inFlight = new Set<Promise<void>>();
  const tickers = new Set<NodeJS.Timeout>();
  let running = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const retryWaitMs = (attempt: number) => Math.min(maxRetryWaitMs, settings.retryBaseMs * 2 ** Math.max(0, attempt - 1));

  async function claim(where: ReturnType<typeof and>, limit: number): Promise<Claimed[]> {
    const token = `${copy}/${randomUUID()}`;
    const due = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(jobs.runAt).limit(limit).for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, claimedBy: token, claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    return rows.map((row) => ({ ...row, token }));
  }

  const claimable = () =>
    and(
      inArray(jobs.kind, [...kinds.keys()]),
      or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.state, 'running'), lt(jobs.claimedUntil, sql`now()`))),
    );

  async function settle(job: Claimed, outcome: { error?: unknown }): Promise<void> {
    const mine = and(eq(jobs.id, job.id), eq(jobs.claimedBy, job.token));
    if (outcome.error === undefined) {
      await db.update(jobs).set({ state: 'done', finishedAt: sql`now()`, claimedUntil: null }).where(mine);
      return;
    }
    const kind = kinds.get(job.kind);
    const lastError = describeError(outcome.error).slice(0, 2000);
    const givesUp = job.attempts >= job.maxAttempts || Boolean(kind?.isPermanent?.(outcome.error));
    if (givesUp) {
      log.error({ err: outcome.error, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good');
      await db.update(jobs).set({ state: 'failed', lastError, finishedAt: sql`now()`, claimedUntil: null }).where(mine);
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
    const heartbeat = setInterval(() => {
      db.update(jobs)
        .set({ claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
        .where(and(eq(jobs.id, job.id), eq(jobs.claimedBy, job.token)))
        .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'job claim not extended'));
    }, Math.max(50, Math.floor(settings.claimMs / 3)));
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

  const queue = {
    define(kind: JobKind): void {
      kinds.set(kind.name, kind);
    },

    /**
     * Stores a job for the workers to find at their next look. Answers its id (none for a slot already taken).
     */
    async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | undefined> {
      const maxAttempts = kinds.get(kind)?.maxAttempts ?? 1;
      const [row] = await db
        .insert(jobs)
        .values({ kind, payload, maxAttempts, runAt: options.runAt, singletonKey: options.singletonKey })
        .onConflictDoNothing({ target: jobs.singletonKey })
        .returning({ id: jobs.id });
      return row?.id;
    },

    /**
     * Stores a job already claimed by this copy, in `tx` with the caller's change or not at all, and answers the
     * function that runs it here (after the caller's commit): no worker takes it meanwhile, and if it is never
     * run (the copy died first), its claim runs out and a worker does.
     */
    async enqueueHeld(kind: string, payload: unknown, options: { tx?: Database } = {}): Promise<() => Promise<void>> {
      const token = `${copy}/${randomUUID()}`;
      const maxAttempts = kinds.get(kind)?.maxAttempts ?? 1;
      const [row] = await (options.tx ?? db)
        .insert(jobs)
        .values({ kind, payload, maxAttempts, state: 'running', attempts: 1, claimedBy: token, claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
        .returning({ id: jobs.id });
      if (!row) throw new Error('job was not stored');
      const job: Claimed = { id: row.id, kind, payload, attempts: 1, maxAttempts, token };
      return () => track(perform(job));
    },

    /** Runs `run` once per `everyMs` across all copies, at the end of each interval; answers a function that stops planning it here. */
    every(name: string, everyMs: number, run: () => Promise<unknown>): () => void {
      queue.define({ name, maxAttempts: 3, run: async () => void (await run()) });
      const tick = () => {
        const slot = Math.floor(Date.now() / everyMs) + 1;
        const runAt = new Date(slot * everyMs);
        queue.enqueue(name, {}, { runAt, singletonKey: `${name}@${runAt.toISOString()}` }).catch((error: unknown) => log.warn({ err: error, job: name }, 'scheduled job not planned'));
      };
      const ticker = setInterval(tick, Math.min(60_000, Math.max(50, Math.floor(everyMs / 2))));
      tickers.add(ticker);
      tick();
      return () => {
        clearInterval(ticker);
        tickers.delete(ticker);
      };
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
      for (const ticker of tickers) clearInterval(ticker);
      queue.wake();
      await loop;
      await Promise.all(inFlight);
    },

    async counts(): Promise<QueueCounts> {
      const rows = await db
        .select({ kind: jobs.kind, state: jobs.state, jobs: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.state, ['queued', 'running', 'failed']))
        .groupBy(jobs.kind, jobs.state);
      return rows;
    },

    async forgetFinished(): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - ${keepDoneJobsMs} * interval '1 millisecond'`)));
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof jobQueue>;
