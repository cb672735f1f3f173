import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../jobs/tables';
import { testDatabases } from '../testing/databases';
import { startTestApp } from '../testing/test-app';
import { mailJobKind } from './outbox';

/** An SMTP server that takes the connection and never says a word: the mail server that once held every booking 10 s a mail. */
async function startSilentMailServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(testDatabases())('a mail server that never answers, on the $name database', (testDatabase) => {
  let database: DatabaseHandle;
  let silent: Awaited<ReturnType<typeof startSilentMailServer>>;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  let origin = '';

  beforeAll(async () => {
    database = await testDatabase.open();
    silent = await startSilentMailServer();
    testApp = await startTestApp(database, { SMTP_URL: silent.url, COMPANY_EMAIL: 'office@brightwire.ng' });
    // A real connection, as a customer's browser makes: the test app's inject waits for the mail on purpose.
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // The silent server hangs up first, so the mails in flight fail at once and stay queued for a later try.
    await silent.close();
    await testApp.close();
    await database.close();
  });

  it('answers a booking while its mails are still unsent, handed to the queue', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const response = await fetch(`${origin}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: tomorrow, time: '10:30' }),
    });
    expect(response.status).toBe(201);
    // Both mails (the office's and the customer's) are still being sent: not yet tried and failed, nor sent.
    const mails = await database.db.select({ state: jobs.state, lastError: jobs.lastError }).from(jobs).where(eq(jobs.kind, mailJobKind));
    expect(mails).toEqual([
      { state: 'running', lastError: '' },
      { state: 'running', lastError: '' },
    ]);
  });
});
