import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { pages, pageKeys } from '../contracts/pages';
import type { DatabaseHandle } from './db/client';
import { createActivatedUser, signedInAs } from './testing/accounts';
import { testDatabases } from './testing/databases';
import { roofingInvoice, sendNewQuote } from './testing/service-work';
import { startTestApp } from './testing/test-app';
import { optOutPath, shortLink } from './modules/messages';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Every link in the mails the development outbox holds, newest last. */
async function outboxLinks(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const links: string[] = [];
  for (const file of readdirSync(outbox).sort()) {
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    links.push(...(mail.text?.match(/https?:\/\/\S+/g) ?? []));
  }
  return links;
}

function tokenAfter(links: string[], pagePath: string): string {
  const link = links.filter((candidate) => new URL(candidate).pathname.startsWith(`${pagePath}/`)).at(-1);
  const token = link?.split('/').at(-1);
  if (!token) throw new Error(`no ${pagePath} link in the outbox`);
  return token;
}

describe.each(testDatabases())('secrets in addresses and the logs on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    database = await open();
    // Info level, and mail to the development outbox, which logs the links it writes.
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    server = await startTestApp(database, { AUTH_LIMIT_PER_EMAIL: '3' }, { log });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  const inject = (options: InjectOptions) => server.app.inject(options);

  it('writes no token of a mailed or shared link to the request log, the error log or the outbox lines', async () => {
    const tokens: Record<string, string> = {};
    await inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Adaeze Nwosu', email: 'adaeze@example.com', password: 'sunlight42' } });
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    await inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'tayo@example.com' } });
    const grace = await signedInAs(server.app, database.db, 'grace@example.com');
    await inject({
      method: 'PATCH',
      url: '/api/auth/update',
      cookies: grace,
      payload: { firstname: 'Grace', lastname: 'Adeyemi', phone: '08031234567', email: 'grace.new@example.com', currentPassword: 'correct-horse' },
    });
    await inject({
      method: 'POST',
      url: '/api/booking',
      payload: { name: 'Funke Adeyemi', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: addDays(lagosClock().day, 3), time: '10:00', note: '' },
    });
    for (let guess = 0; guess < 4; guess += 1) await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'tayo@example.com', password: `guess-${guess}-x` } });
    const admin = await signedInAs(server.app, database.db, 'admin@brightwire.ng', 'admin');
    const quote = await sendNewQuote(server.app, admin);
    const invoice = await inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice() });
    await inject({ method: 'POST', url: `/api/invoices/${invoice.json()._id}/send`, cookies: admin });
    await inject({ method: 'POST', url: '/api/staff', cookies: admin, payload: { firstname: 'Segun', lastname: 'Alabi', email: 'segun@brightwire.ng', phone: '08037770011', role: 'technician' } });

    await expect.poll(async () => (await outboxLinks(server.config.dataDir)).some((link) => link.includes('/sign-in/'))).toBe(true);
    const links = await outboxLinks(server.config.dataDir);
    tokens.activation = tokenAfter(links, '/activate');
    tokens.reset = tokenAfter(links, '/reset-password');
    tokens.emailChange = tokenAfter(links, '/confirm-email');
    tokens.booking = tokenAfter(links, '/bookings/manage');
    tokens.quote = tokenAfter(links, '/quotes');
    tokens.invoice = tokenAfter(links, '/invoices');
    tokens.signIn = tokenAfter(links, '/sign-in');
    tokens.welcome = tokenAfter(links, '/welcome');
    // The opt-out link an SMS carries, as the server signs it for a number.
    tokens.optOut = optOutPath(server.config.accessTokenSecret, '+2348031234567').split('/').at(-1) ?? '';
    // A short link an SMS carries to a booking's manage page.
    const short = await shortLink(database.db, server.config.publicUrl, `${server.config.publicUrl}/bookings/manage/${tokens.booking}`);
    tokens.shortLink = short.split('/').at(-1) ?? '';
    await inject({ method: 'GET', url: new URL(short).pathname });
    expect(tokens.quote).toBe(quote.token);

    // Every page whose address carries a secret, with each kind of token, as a browser opens it.
    const tokenOfPage: Record<string, string> = {
      activate: tokens.activation,
      resetPassword: tokens.reset,
      confirmEmail: tokens.emailChange,
      manageBooking: tokens.booking,
      quote: tokens.quote,
      invoice: tokens.invoice,
      signInLink: tokens.signIn,
      welcome: tokens.welcome,
      messageOptOut: tokens.optOut,
    };
    const secretPages = pageKeys.filter((key) => 'secretInPath' in pages[key]);
    expect(secretPages.sort()).toEqual(Object.keys(tokenOfPage).sort());
    for (const key of secretPages) {
      const url = pages[key].path.replace(':token', tokenOfPage[key] ?? '');
      await inject({ method: 'GET', url });
      await inject({ method: 'GET', url: `${url}?reference=BWS-123` });
    }

    // Every call whose address carries a token, with the real token of its kind where there is one.
    const tokenOfCall = (url: string) =>
      url.startsWith('/api/quotes/')
        ? tokens.quote
        : url.startsWith('/api/invoices/')
          ? tokens.invoice
          : url.startsWith('/api/booking/')
            ? tokens.booking
            : url.startsWith('/api/auth/verify/')
              ? tokens.activation
              : url.startsWith('/api/auth/reset/')
                ? tokens.reset
                : url.startsWith('/api/auth/confirm-email/')
                  ? tokens.emailChange
                  : url.startsWith('/api/auth/sign-in-link/')
                    ? tokens.signIn
                    : url.startsWith('/api/messages/opt-out/')
                      ? tokens.optOut
                      : 'Zk3oQ1b2N4vX9yT7uS6rP5qW8eR0tY3uI2oP1aS4dF6';
    const tokenCalls = server.app.apiRoutes.filter((route) => route.url.includes(':token'));
    expect(tokenCalls.length).toBeGreaterThan(10);
    for (const route of [...tokenCalls].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'))) {
      const url = route.url.replace(':token', tokenOfCall(route.url) ?? '').replace(':paymentId', '3f2b6a56-8a61-4d53-9d7c-6d1f0f2f5e11');
      await inject({
        method: route.method as InjectOptions['method'],
        url,
        payload: route.method === 'GET' ? undefined : { password: 'new-password', date: addDays(lagosClock().day, 5), time: '11:00' },
      });
    }

    // An error whose text holds a link, as a failed provider call or page drawing would log it.
    const failure = new Error(`could not reach ${server.config.publicUrl}/quotes/${tokens.quote}?reference=BWS-9`);
    server.app.log.error({ err: failure, url: `/invoices/${tokens.invoice}`, req: { method: 'GET', url: `/api/booking/manage/${tokens.booking}` } }, 'request failed');

    const output = logged.join('');
    expect(output).toContain('"msg":"request"');
    expect(output).toContain('mail written to outbox');
    expect(output).toContain('/api/auth/sign-in-link/');
    expect(output).toContain('could not reach');
    for (const [kind, token] of Object.entries(tokens)) expect(output, `the ${kind} token`).not.toContain(token);
  });
});
