import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { mailOutbox } from '../mail/outbox';
import type { Mailer } from '../mail/transport';

/** The real notifier on a queue of its own, for tests that call a module's functions without the app. */
export function mailThroughQueue(db: Database, mailer: Mailer, log: FastifyBaseLogger) {
  const queue = jobQueue(db, log, { claimMs: 30_000, retryBaseMs: 50, concurrency: 1, pollMs: 1000 });
  return mailOutbox(queue, mailer, log, 'brightwire.ng');
}
