import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Hands over work to be done once the answer has left. */
export type AfterAnswer = (work: () => Promise<void>, failure: string) => void;

/** Work waits up to this long, at random, so it slows no request in particular (bench:forgot measures it). */
const scatterMs = 250;

/**
 * Work the answer must not wait for, so that its time cannot tell what the work found (whether an e-mail
 * has an account). It starts after the answer has been written, a random moment later: run at once, it would
 * slow the very next request, which a prober sending two at a time could time instead. It is logged if it
 * fails. A stopping server finishes it before it closes the database (`app.close()` waits for it), so no mail
 * is lost to a deploy.
 */
export function workAfterAnswer(app: FastifyInstance, log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  return (work, failure) => {
    const running: Promise<void> = sleep(randomInt(scatterMs))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
