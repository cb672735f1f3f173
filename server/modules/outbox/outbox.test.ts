import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../contracts/outbox';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { startTestApp } from '../../testing/test-app';

/** A mail provider that refuses one mailbox for good (550) and takes the rest. */
async function startPickyProvider() {
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases())('failed mail for the office on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let provider: Awaited<ReturnType<typeof startPickyProvider>>;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database.db);
    provider = await startPickyProvider();
    testApp = await startTestApp(database, { SMTP_URL: provider.url, JOB_RETRY_BASE_MS: '20' });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
    await database.close();
  });

  it('lists a mail the provider refused for good, a page at a time, and sends it again on request', async () => {
    const admin = await signedInAs(testApp.app, database.db, 'admin@example.com', 'admin');
    for (const email of ['nobody@example.com', 'nobody@example.org', 'ada@example.com']) {
      const signup = await testApp.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Someone Signing', email, password: 'sunlight42' } });
      expect(signup.statusCode).toBe(201);
    }
    expect(provider.accepted).toEqual(['ada@example.com']);

    const failed = async (query: string) =>
      (await testApp.app.inject({ url: `/api/mail/failed?${query}`, cookies: admin })).json() as {
        mails: { _id: string; to: string; subject: string; attempts: number; lastError: string }[];
        nextCursor: string | null;
      };
    const first = await failed('limit=1');
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0]).toMatchObject({ to: 'nobody@example.org', subject: 'Activate your account', attempts: 1 });
    expect(first.mails[0]?.lastError).toContain('550');
    const second = await failed(`limit=1&cursor=${first.nextCursor}`);
    expect(second.mails.map((mail) => mail.to)).toEqual(['nobody@example.com']);
    expect(second.nextCursor).toBeNull();

    const retry = await testApp.app.inject({ method: 'POST', url: `/api/mail/failed/${second.mails[0]?._id}/retry`, cookies: admin });
    expect(retry.json()).toEqual({ message: outboxMessages.retried });
    await expect.poll(async () => (await failed('limit=10')).mails.find((mail) => mail.to === 'nobody@example.com')?.attempts, { timeout: 10_000 }).toBe(1);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/mail/failed/00000000-0000-4000-8000-000000000000/retry', cookies: admin })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/mail/failed/not-an-id/retry', cookies: admin })).statusCode).toBe(400);
  });
});
