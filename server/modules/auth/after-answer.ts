import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Hands over work to be done once the answer has left. */
export type AfterAnswer = (work: () => Promise<void>, failure: string) => void;

/**
 * Work the answer must not wait for, so that its time cannot tell what the work found (whether an e-mail
 * has an account): it starts once the handler's answer has been written and is logged if it fails. A stopping
 * server finishes it before it closes the database (`app.close()` waits for it), so no mail is lost to a
 * deploy.
 */
export function workAfterAnswer(app: FastifyInstance, log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  return (work, failure) => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
