import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emptyDatabase, type TestDatabase } from './databases';
import { startMailCatcher } from './mail-catcher';
import { startTestApp } from './test-app';

type Mail = Awaited<ReturnType<typeof startMailCatcher>>;
type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The usual frame of an API test file: one database and one app for the file (optionally sending mail to
 * a real SMTP receiver), emptied before each test. Use the returned object's fields inside tests.
 */
export function useTestApp(database: TestDatabase, options: { mail?: boolean; environment?: NodeJS.ProcessEnv } = {}) {
  const context = {} as { database: DatabaseHandle; app: TestApp['app']; config: TestApp['config']; mail: Mail };
  let testApp: TestApp | undefined;
  let mail: Mail | undefined;

  beforeAll(async () => {
    context.database = await database.open();
    mail = options.mail ? await startMailCatcher() : undefined;
    if (mail) context.mail = mail;
    testApp = await startTestApp(context.database, { ...(mail ? { SMTP_URL: mail.url } : {}), ...options.environment });
    context.app = testApp.app;
    context.config = testApp.config;
  });
  afterAll(async () => {
    await testApp?.close();
    await mail?.close();
    await context.database?.close();
  });
  beforeEach(async () => {
    await emptyDatabase(context.database.db);
    mail?.clear();
  });
  return context;
}
