import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../contracts/lagos-time';
import type { DatabaseHandle } from '../db/client';
import { signedInAs } from '../testing/accounts';
import { emptyDatabase, testDatabases } from '../testing/databases';
import { startMailCatcher } from '../testing/mail-catcher';
import { sendNewQuote } from '../testing/service-work';
import { startTestApp } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A day's mix of mail: to customers (activation, booking, quote) and to the office (booking, message). */
async function sendEveryKindOfMail(server: TestApp, db: DatabaseHandle['db']): Promise<void> {
  const inject = server.app.inject.bind(server.app);
  await inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Adaeze Nwosu', email: 'adaeze@example.com', password: 'sunlight42' } });
  await inject({
    method: 'POST',
    url: '/api/booking',
    payload: { name: 'Funke Adeyemi', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: addDays(lagosClock().day, 3), time: '10:00' },
  });
  await inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Kunle Afolabi', phone: '08039876543', email: 'kunle@example.com', message: 'Please quote a 10 kVA solar system.' } });
  await sendNewQuote(server.app, await signedInAs(server.app, db, 'admin@brightwire.ng', 'admin'));
}

describe.each(testDatabases())('the Reply-To of every mail on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    database = await open();
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    await mail.close();
    await database.close();
  });
  beforeEach(async () => {
    await emptyDatabase(database.db);
    mail.clear();
  });

  it("answers to the office's address by default, though the mail comes from no-reply", async () => {
    const server = await startTestApp(database, { SMTP_URL: mail.url, COMPANY_EMAIL: 'office@brightwire.ng' });
    try {
      await sendEveryKindOfMail(server, database.db);
      await expect.poll(() => mail.received.length).toBe(5);
      expect(new Set(mail.received.map((sent) => sent.to))).toEqual(new Set(['adaeze@example.com', 'funke@example.com', 'office@brightwire.ng', 'adewale@example.com']));
      for (const sent of mail.received) expect(sent.replyTo, sent.subject).toBe('office@brightwire.ng');
    } finally {
      await server.close();
    }
  });

  it('answers to MAIL_REPLY_TO when it is set, in the outbox too', async () => {
    const server = await startTestApp(database, { COMPANY_EMAIL: 'office@brightwire.ng', MAIL_REPLY_TO: 'Brightwire Office <desk@brightwire.ng>' });
    try {
      await sendEveryKindOfMail(server, database.db);
      const outbox = path.join(server.config.dataDir, 'outbox');
      await expect.poll(() => readdirSync(outbox).length).toBeGreaterThanOrEqual(5);
      for (const file of readdirSync(outbox)) {
        const sent = await simpleParser(readFileSync(path.join(outbox, file)));
        expect(sent.replyTo?.value, sent.subject).toEqual([{ name: 'Brightwire Office', address: 'desk@brightwire.ng' }]);
      }
    } finally {
      await server.close();
    }
  });

  it('refuses a MAIL_REPLY_TO that is not an address', async () => {
    await expect(startTestApp(database, { MAIL_REPLY_TO: 'the office' })).rejects.toThrow(/MAIL_REPLY_TO/);
  });
});
