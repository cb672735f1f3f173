import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './queue';

/**
 * Work the servers do by themselves now and then (asking the provider about payments, expiring quotes,
 * mailing reminders), each a scheduled job on the queue (jobs/queue.ts): once per `everyMs` across all
 * copies, taken up by another copy when the one running it dies, a failed run logged and tried again. The
 * work itself must still be safe to run twice (a guarded update or SKIP LOCKED claims each item). Every sweep
 * the product runs is listed in server/sweeps.ts.
 */
export type Sweep = {
  /** Names the sweep in the log when it fails, and (as `sweep: {failure}`) in the jobs table, unless `name` is given. */
  failure: string;
  name?: string;
  everyMs: number;
  work: () => Promise<unknown>;
};

/** Plans the sweep on this copy; answers a function that stops planning it here. */
export function scheduleSweep(deps: { jobs: JobQueue; log: FastifyBaseLogger }, sweep: Sweep) {
  return deps.jobs.every(sweep.name ?? `sweep: ${sweep.failure}`, sweep.everyMs, async () => {
    try {
      await sweep.work();
    } catch (error) {
      deps.log.error({ err: error }, sweep.failure);
      throw error;
    }
  });
}
