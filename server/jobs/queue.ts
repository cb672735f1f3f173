import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from './tables';
import { jobSchedule } from './schedule';
import { claimToken, jobWorker, type Claimed } from './worker';

/**
 * The job queue (this file: what jobs are and how they are stored; worker.ts: claiming and running them;
 * schedule.ts: work planned by the clock): a table every server copy shares (PostgreSQL or the embedded database alike).
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
/** `tx`: stored with the caller's change or not at all; `id`: the job's id when the caller names it first (a message's reference). */
export type EnqueueOptions = { runAt?: Date; singletonKey?: string; tx?: Database; id?: string };
export type QueueSettings = { claimMs: number; retryBaseMs: number; concurrency: number; pollMs: number };
export type QueueCounts = { kind: string; state: string; jobs: number }[];

const keepDoneJobsMs = 7 * 24 * 60 * 60 * 1000;

export { describeError } from './worker';

export function jobQueue(db: Database, log: FastifyBaseLogger, settings: QueueSettings) {
  const kinds = new Map<string, JobKind>();
  const worker = jobWorker(db, log, settings, kinds);

  const stored = {
    define(kind: JobKind): void {
      kinds.set(kind.name, kind);
    },
    /**
     * Stores a job for the workers to find at their next look. Answers its id (none for a slot already taken).
     */
    async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | undefined> {
      const maxAttempts = kinds.get(kind)?.maxAttempts ?? 1;
      const [row] = await (options.tx ?? db)
        .insert(jobs)
        .values({ id: options.id, kind, payload, maxAttempts, runAt: options.runAt, singletonKey: options.singletonKey })
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
      const token = claimToken();
      const maxAttempts = kinds.get(kind)?.maxAttempts ?? 1;
      const [row] = await (options.tx ?? db)
        .insert(jobs)
        .values({ kind, payload, maxAttempts, state: 'running', attempts: 1, claimedBy: token, claimedUntil: sql`now() + ${settings.claimMs} * interval '1 millisecond'` })
        .returning({ id: jobs.id });
      if (!row) throw new Error('job was not stored');
      const job: Claimed = { id: row.id, kind, payload, attempts: 1, maxAttempts, token };
      return () => worker.runHeld(job);
    },
  };
  const schedule = jobSchedule(stored, log);

  return {
    ...stored,
    every: schedule.every,
    wake: worker.wake,
    start: worker.start,
    settled: worker.settled,
    /** Takes no new jobs, plans no more, and waits for those in flight. */
    async stop(): Promise<void> {
      schedule.stopAll();
      await worker.stop();
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
}

export type JobQueue = ReturnType<typeof jobQueue>;
