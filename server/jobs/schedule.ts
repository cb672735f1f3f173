import type { FastifyBaseLogger } from 'fastify';
import type { EnqueueOptions, JobKind } from './queue';

/**
 * Scheduled work: one job per time slot, named by the slot, so however many copies tick a slot runs once,
 * and like any job it is taken up again when the copy running it dies.
 */
export function jobSchedule(queue: { define(kind: JobKind): void; enqueue(kind: string, payload: unknown, options: EnqueueOptions): Promise<unknown> }, log: FastifyBaseLogger) {
  const tickers = new Set<NodeJS.Timeout>();
  return {
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
    stopAll(): void {
      for (const ticker of tickers) clearInterval(ticker);
      tickers.clear();
    },
  };
}
