import { pino } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { jobQueue } from '../jobs/queue';
import { createMailer } from '../mail/transport';
import { mailThroughQueue } from './outbox';
import type { PaymentDeps } from '../modules/payments';
import { paystackProvider } from '../payments/paystack';
import type { PaymentProvider } from '../payments/provider';

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

/**
 * What a copy's payment sweeps are given: sweepDepsOf's, with a silent log and Paystack's stand-in as the
 * provider, any of whose calls may be replaced (a copy that never hears back, a provider that is down).
 */
export function paymentSweepDepsOf(t: { config: Config; database: { db: Database }; mail?: { url: string }; paystack: { baseUrl: string } }, replaced: Partial<PaymentProvider> = {}): PaymentDeps {
  const provider = paystackProvider({ secretKey: t.config.paystack.secretKey ?? '', baseUrl: t.paystack.baseUrl });
  return { ...sweepDepsOf(t), log: pino({ level: 'silent' }), paymentProvider: { ...provider, ...replaced } };
}
