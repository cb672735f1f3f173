import type { FastifyBaseLogger } from 'fastify';

/**
 * Work each server copy does now and then while it is up (asking the provider about payments, expiring
 * quotes, mailing reminders): one run at a time, a failed run logged and tried again next time. The work
 * itself must be safe with several copies sweeping at once (a guarded update or SKIP LOCKED claims each
 * item). Answers a function that stops the timer and waits for a run in progress.
 */
export function scheduleSweep(log: FastifyBaseLogger, intervalMs: number, failure: string, work: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
