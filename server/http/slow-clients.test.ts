import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { testDatabases } from '../testing/databases';
import { startTestApp } from '../testing/test-app';

/** A client on a raw socket, so that the test decides how fast each byte leaves. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    closed,
    answer: () => answer,
    isOpen: () => !socket.destroyed && socket.writable,
    write: (text: string) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.write(text, () => resolve()))),
    /** Writes `text` a piece at a time, a pause after each, until done or the server hangs up. */
    async trickle(text: string, pieceLength: number, pauseMs: number) {
      for (let start = 0; start < text.length && this.isOpen(); start += pieceLength) {
        await this.write(text.slice(start, start + pieceLength));
        await pause(pauseMs);
      }
    },
  };
}

describe.each(testDatabases())('slow clients on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  let port: number;

  beforeAll(async () => {
    database = await open();
    // The production floor is 8 KB per 10 s; here 1 KB per 300 ms, so the test takes moments.
    testApp = await startTestApp(database, { CLIENT_BODY_WINDOW_MS: '300', CLIENT_BODY_MIN_BYTES: '1024', CLIENT_HEADERS_TIMEOUT_MS: '1000' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  const message = JSON.stringify({ name: 'Kunle Afolabi', phone: '08039876543', message: 'Please call me back about the inverter.' });
  const headers = (length: number) => `POST /api/contactlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('hangs up with a 408 on a body that trickles in a byte at a time', async () => {
    const client = rawClient(port);
    await client.write(headers(message.length));
    // 100 bytes at most before the server gives up; the whole body would take 40 pauses.
    await client.trickle(message, 1, 100);
    await client.closed;
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.answer()).toContain('The request came in too slowly');
  });

  it('takes a large body that arrives at a steady, modest rate', async () => {
    const padded = `${message.slice(0, -1)}${' '.repeat(90_000)}}`;
    const client = rawClient(port);
    await client.write(headers(padded.length));
    // 6 KB every 100 ms: slow, but far above the floor, like a photo on a weak mobile signal.
    await client.trickle(padded, 6_000, 100);
    await expect.poll(client.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(client.isOpen()).toBe(true);
  });

  it('hangs up on headers that never finish', async () => {
    const client = rawClient(port);
    await client.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await client.trickle('X-Slow: ' + 'a'.repeat(200), 1, 100);
    await client.closed;
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
