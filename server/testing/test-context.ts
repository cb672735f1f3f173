import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emptyDatabase, type TestDatabase } from './databases';
import { startMailCatcher } from './mail-catcher';
import { startPaystackStandIn } from './paystack-stand-in';
import { startTestApp } from './test-app';

type Mail = Awaited<ReturnType<typeof startMailCatcher>>;
type Paystack = Awaited<ReturnType<typeof startPaystackStandIn>>;
type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const paystackSecretKey = 'sk_test_brightwire_stand_in';

/**
 * The usual frame of an API test file: one database and one app for the file (optionally sending mail to
 * a real SMTP receiver, and paying through a Paystack stand-in on loopback), emptied before each test. Use
 * the returned object's fields inside tests.
 */
export function useTestApp(database: TestDatabase, options: { mail?: boolean; paystack?: boolean; environment?: NodeJS.ProcessEnv } = {}) {
  const context = {} as { database: DatabaseHandle; app: TestApp['app']; config: TestApp['config']; mail: Mail; paystack: Paystack };
  let testApp: TestApp | undefined;
  let mail: Mail | undefined;
  let paystack: Paystack | undefined;
  beforeAll(async () => {
    context.database = await database.open();
    mail = options.mail ? await startMailCatcher() : undefined;
    if (mail) context.mail = mail;
    paystack = options.paystack ? await startPaystackStandIn(paystackSecretKey) : undefined;
    if (paystack) context.paystack = paystack;
    testApp = await startTestApp(context.database, {
      ...(mail ? { SMTP_URL: mail.url } : {}),
      ...(paystack ? { PAYSTACK_SECRET_KEY: paystackSecretKey, PAYSTACK_BASE_URL: paystack.baseUrl } : {}),
      ...options.environment,
    });
    context.app = testApp.app;
    context.config = testApp.config;
  });
  afterAll(async () => {
    await testApp?.close();
    await mail?.close();
    await paystack?.close();
    await context.database?.close();
  });
  beforeEach(async () => {
    await emptyDatabase(context.database.db);
    mail?.clear();
    paystack?.forget();
  });
  return context;
}
