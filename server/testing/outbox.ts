import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { mailOutbox, type Notify } from '../mail/outbox';
import type { Mailer } from '../mail/transport';

/**
 * The real notifier on a queue of its own, for tests that call a module's functions without the app. Its
 * `sendNow` answers once the mail has left, as the test app's requests do, so a test reads it right after.
 */
export function mailThroughQueue(db: Database, mailer: Mailer, log: FastifyBaseLogger): Notify {
  const queue = jobQueue(db, log, { claimMs: 30_000, retryBaseMs: 50, concurrency: 1, pollMs: 1000 });
  const notify = mailOutbox(queue, mailer, log, 'brightwire.ng', db);
  return async (mail, about, tx) => {
    const queued = await notify(mail, about, tx);
    await queue.settled();
    return {
      sendNow: async () => {
        await queued.sendNow();
        await queue.settled();
      },
    };
  };
}
