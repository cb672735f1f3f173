import { pino } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { createMailer } from '../mail/transport';
import { mailThroughQueue } from './outbox';

/**
 * What a server's scheduled sweep is given, as another copy of the server would have it: the test app's
 * settings and database, its own mail queue (through the test's SMTP receiver when it has one, else to the
 * outbox folder), and its own job queue (not
 * started: the test app's worker sends what it stores).
 */
export function sweepDepsOf(t: { config: Config; database: { db: Database }; mail?: { url: string } }) {
  const log = pino({ level: 'silent' });
  const db = t.database.db;
  return {
    config: t.config,
    db,
    notify: mailThroughQueue(db, createMailer({ smtpUrl: t.mail?.url, from: 'office@brightwire.ng', replyTo: 'office@brightwire.ng', dataDir: t.config.dataDir, log }), log),
    jobs: jobQueue(db, log, { ...t.config.jobs, pollMs: 1000 }),
  };
}
