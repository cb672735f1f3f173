import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMailer } from '../mail/transport';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The real app on a test database, with its own DATA_DIR in the system's temporary folder. Its log goes
 * nowhere unless a test gives it a logger of its own to read.
 */
export async function startTestApp(database: DatabaseHandle, environment: NodeJS.ProcessEnv = {}, options: { log?: Logger } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Many tests sign the same e-mail in; the abuse limits have a test of their own.
    AUTH_LIMIT_PER_EMAIL: '1000',
    AUTH_LIMIT_PER_IP: '10000',
    FORM_LIMIT_PER_IP: '10000',
    // The sign-up answer's floor hides who has an account from a stopwatch; bench:signup measures it.
    SIGNUP_ANSWER_FLOOR_MS: '0',
    // Tests write products straight to the table; the cache has a test of its own.
    CATALOGUE_CACHE_MS: '0',
    // Tests call the sweeps themselves; a scheduled run falls at the end of a day.
    SERVICE_SWEEP_INTERVAL_MS: '86400000',
    ...environment,
  });
  const log = options.log ?? pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir, log });
  const app = await buildApp({ config, db: database.db, mailer, listen: database.listen, poolUse: database.poolUse }, log);
  await app.ready();
  answersAfterTheirMail(app);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await mailer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app answers before the mail a request handed over has left (server/mail/outbox.ts); a test reads that
 * mail right after the answer, so its requests answer once the jobs they started have ended. The test that
 * the app does not wait (mail/no-mail-holds-a-request.test.ts) builds its app without this.
 */
function answersAfterTheirMail(app: TestApp): void {
  const inject = app.inject.bind(app);
  const injectAndSettle = async (options: InjectOptions | string) => {
    const response = await inject(options);
    await app.jobsSettled();
    return response;
  };
  // Tests call inject with options and await it; the callback and chain forms are not used.
  app.inject = injectAndSettle as unknown as typeof app.inject;
}
