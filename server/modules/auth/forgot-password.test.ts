import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../contracts/auth';
import type { DatabaseHandle } from '../../db/client';
import { createActivatedUser } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { linkIn, startMailCatcher } from '../../testing/mail-catcher';
import { startTestApp } from '../../testing/test-app';

/** An SMTP receiver that takes each message in but does not acknowledge it until told to. */
async function startHoldingMailServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        holding += 1;
        void released.then(() => callback());
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, holding: () => holding, release, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases())('forgot-password on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await emptyDatabase(database.db);
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'old-password', name: 'Tayo Adewale' });
  });
  const forget = (server: Awaited<ReturnType<typeof startTestApp>>, email: string) => server.app.inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email } });

  it("answers before the account's mail has left, and the mail still goes", async () => {
    const smtp = await startHoldingMailServer();
    const server = await startTestApp(database, { SMTP_URL: smtp.url });
    try {
      const known = await forget(server, 'tayo@example.com');
      const unknown = await forget(server, 'nobody@example.com');
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: authMessages.resetMailed });
      }
      await expect.poll(smtp.holding).toBe(1);
      smtp.release();
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('answers an e-mail with an account as one without, even when the mail cannot be sent', async () => {
    const server = await startTestApp(database, { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const known = await forget(server, 'tayo@example.com');
      const unknown = await forget(server, 'nobody@example.com');
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ message: authMessages.resetMailed });
    } finally {
      await server.close();
    }
  });

  it('delivers the reset link of a request answered just before the server stops', async () => {
    const mail = await startMailCatcher();
    const server = await startTestApp(database, { SMTP_URL: mail.url });
    const answered = await forget(server, 'tayo@example.com').finally(() => server.close());
    try {
      expect(answered.statusCode).toBe(200);
      const token = linkIn(mail.lastTo('tayo@example.com'), '/reset-password').split('/').at(-1);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await mail.close();
    }
  });
});
