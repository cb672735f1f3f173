import type { AppDeps } from './app-deps';

/**
 * Work the servers do now and then (asking the provider about payments, expiring quotes, mailing reminders),
 * as a scheduled job on the queue (server/jobs/queue.ts): once per `intervalMs` across all copies, taken up
 * by another copy when the one running it dies, a failed run logged and tried again. The work itself must
 * still be safe to run twice (a guarded update or SKIP LOCKED claims each item). `failure` names the sweep in
 * the log and in the jobs table. Answers a function that stops this copy planning it.
 */
export function scheduleSweep(deps: Pick<AppDeps, 'jobs' | 'log'>, intervalMs: number, failure: string, work: () => Promise<unknown>) {
  const stop = deps.jobs.every(`sweep: ${failure}`, intervalMs, async () => {
    try {
      await work();
    } catch (error) {
      deps.log.error({ err: error }, failure);
      throw error;
    }
  });
  return async () => stop();
}
