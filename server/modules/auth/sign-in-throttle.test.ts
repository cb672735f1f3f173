import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../contracts/auth';
import type { DatabaseHandle } from '../../db/client';
import { emailTokens } from './tables';
import { cookiesOf, createActivatedUser } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { linkIn, startMailCatcher } from '../../testing/mail-catcher';
import { startTestApp } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type Cookies = Record<string, string>;

const lockedMessage = 'Too many attempts. Please try again in 15 minutes.';
const attackSubject = 'Someone is trying to sign in to your account';

function loginThrough(server: TestApp, email: string, password: string, cookies: Cookies = {}) {
  return server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, cookies });
}

/** The cookies a browser keeps between visits once it has signed in: its device cookies, never a session. */
function deviceCookiesOf(response: LightMyRequestResponse): Cookies {
  return Object.fromEntries(Object.entries(cookiesOf(response)).filter(([name]) => name.includes('device')));
}

const tokenOf = (link: string) => link.split('/').at(-1) ?? '';

describe.each(testDatabases())('sign-in limits on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let limited: TestApp;
  beforeAll(async () => {
    database = await open();
    mail = await startMailCatcher();
    limited = await startTestApp(database, { SMTP_URL: mail.url, AUTH_LIMIT_PER_EMAIL: '3', AUTH_LIMIT_PER_IP: '5', AUTH_LIMIT_PER_DEVICE: '2' });
  });
  afterAll(async () => {
    await limited.close();
    await mail.close();
    await database.close();
  });
  beforeEach(async () => {
    await emptyDatabase(database.db);
    mail.clear();
  });
  const attempt = (email: string, password = 'guess-123', cookies: Cookies = {}) => loginThrough(limited, email, password, cookies);
  const lockOut = async (email: string) => {
    for (let count = 0; count < 3; count += 1) expect((await attempt(email)).statusCode).toBe(400);
  };
  const openSignInLink = (token: string) => limited.app.inject({ method: 'POST', url: `/api/auth/sign-in-link/${token}` });

  it('answers 429 with Retry-After once one e-mail has been guessed at too often', async () => {
    await lockOut('victim@example.com');
    const blocked = await attempt('victim@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe(lockedMessage);
    // Another account from the same address still gets through until the per-address limit.
    expect((await attempt('other@example.com')).statusCode).toBe(400);
    const byAddress = await attempt('third@example.com');
    expect(byAddress.statusCode).toBe(429);
    // An address's limit is no one account's: nobody is mailed a sign-in link for it.
    expect(byAddress.json()).toEqual({ message: lockedMessage });
  });

  it('refuses even the right password past the limit from a browser that never signed in, and mails the owner a one-time sign-in link', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password', name: 'Kemi Owolabi', role: 'admin' });
    await lockOut('owner@brightwire.ng');

    const refused = await attempt('owner@brightwire.ng', 'owners-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: lockedMessage, signInLinkMailed: true });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.cookies).toHaveLength(0);
    expect((await attempt('owner@brightwire.ng')).statusCode).toBe(429);

    await expect.poll(() => mail.lastTo('owner@brightwire.ng')?.subject).toBe(attackSubject);
    const warning = mail.lastTo('owner@brightwire.ng');
    expect(warning?.text).toContain('/forgot-password');
    const link = linkIn(warning, '/sign-in');
    expect(mail.received.filter((sent) => sent.subject === attackSubject)).toHaveLength(1);
    const [stored] = await database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'sign-in'));
    expect(stored?.tokenHash).toBeDefined();
    expect(stored?.tokenHash).not.toContain(tokenOf(link));

    const signedIn = await openSignInLink(tokenOf(link));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: 'owner@brightwire.ng', role: 'admin' });
    expect(Object.keys(cookiesOf(signedIn))).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    const profile = await limited.app.inject({ method: 'GET', url: '/api/auth/profile', cookies: cookiesOf(signedIn) });
    expect(profile.json().email).toBe('owner@brightwire.ng');

    const reused = await openSignInLink(tokenOf(link));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: authMessages.invalidLink });

    // The browser the link signed in is now one the account knows: its password works through the lock.
    const again = await attempt('owner@brightwire.ng', 'owners-password', deviceCookiesOf(signedIn));
    expect(again.statusCode).toBe(200);
  });

  it('refuses a sign-in link once its short life is over', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password' });
    await lockOut('owner@brightwire.ng');
    await attempt('owner@brightwire.ng');
    await expect.poll(() => mail.lastTo('owner@brightwire.ng')?.subject).toBe(attackSubject);
    const token = tokenOf(linkIn(mail.lastTo('owner@brightwire.ng'), '/sign-in'));
    // Opened 16 minutes after it was mailed: it lived for 15.
    await database.db
      .update(emailTokens)
      .set({ expiresAt: sql`${emailTokens.expiresAt} - interval '16 minutes'` })
      .where(eq(emailTokens.purpose, 'sign-in'));
    const expired = await openSignInLink(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: authMessages.invalidLink });
    expect(expired.cookies).toHaveLength(0);
  });

  it('keeps a browser that signed in before in, with a small allowance of its own', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password', role: 'admin' });
    const office = await attempt('owner@brightwire.ng', 'owners-password');
    const phone = await attempt('owner@brightwire.ng', 'owners-password');
    const officeDevice = deviceCookiesOf(office);
    expect(Object.keys(officeDevice)).toHaveLength(1);
    for (const cookie of office.cookies.filter((candidate) => candidate.name.includes('device'))) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(office.body).not.toContain(cookie.value);
    }

    await lockOut('owner@brightwire.ng');
    expect((await attempt('owner@brightwire.ng', 'owners-password')).statusCode).toBe(429);

    const back = await attempt('owner@brightwire.ng', 'owners-password', officeDevice);
    expect(back.statusCode).toBe(200);
    const renewed = deviceCookiesOf(back);

    // Its own allowance: two wrong passwords are checked, then that browser too must wait.
    expect((await attempt('owner@brightwire.ng', 'typo-password', renewed)).statusCode).toBe(400);
    expect((await attempt('owner@brightwire.ng', 'typo-password', renewed)).statusCode).toBe(400);
    const paused = await attempt('owner@brightwire.ng', 'typo-password', renewed);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({ message: lockedMessage, signInLinkMailed: true });
    expect((await attempt('owner@brightwire.ng', 'owners-password', renewed)).statusCode).toBe(429);
    // The owner is mailed a sign-in link for each pause: strangers' first, then this browser's.
    await expect.poll(() => mail.received.filter((sent) => sent.subject === attackSubject).length).toBe(2);
    // Each goes out after its answer at a random moment (after-answer.ts), so they may arrive in either order.
    const pauseMails = mail.received.filter((sent) => sent.to.includes('owner@brightwire.ng') && sent.subject === attackSubject);
    expect(pauseMails.filter((sent) => sent.text.includes('on the device they were typed on'))).toHaveLength(1);
    // Another browser the owner signed in on keeps its own allowance.
    expect((await attempt('owner@brightwire.ng', 'owners-password', deviceCookiesOf(phone))).statusCode).toBe(200);
  });

  it('lets in the browser a password was reset in, while strangers stay refused', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password' });
    await lockOut('owner@brightwire.ng');
    await limited.app.inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'owner@brightwire.ng' } });
    await expect.poll(() => mail.lastTo('owner@brightwire.ng')?.subject).toBe('Reset your password');
    const token = tokenOf(linkIn(mail.lastTo('owner@brightwire.ng'), '/reset-password'));
    const reset = await limited.app.inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'a-new-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('owner@brightwire.ng', 'a-new-password')).statusCode).toBe(429);
    expect((await attempt('owner@brightwire.ng', 'a-new-password', deviceCookiesOf(reset))).statusCode).toBe(200);
  });

  it("treats a forged or altered device cookie, or another account's, as none", async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password' });
    await createActivatedUser(database.db, { email: 'mallory@example.com', password: 'mallorys-password' });
    const ownerDevice = deviceCookiesOf(await attempt('owner@brightwire.ng', 'owners-password'));
    const malloryDevice = deviceCookiesOf(await attempt('mallory@example.com', 'mallorys-password'));
    await lockOut('owner@brightwire.ng');

    const [ownerCookieName = '', ownerValue = ''] = Object.entries(ownerDevice)[0] ?? [];
    const [, malloryValue = ''] = Object.entries(malloryDevice)[0] ?? [];
    const [header = '', payload = '', signature = ''] = ownerValue.split('.');
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const attempts: Cookies[] = [{ [ownerCookieName]: malloryValue }, { ...malloryDevice }, { [ownerCookieName]: flipped }, { [ownerCookieName]: 'garbage' }];
    for (const cookies of attempts) expect((await attempt('owner@brightwire.ng', 'owners-password', cookies)).statusCode).toBe(429);
    expect((await attempt('owner@brightwire.ng', 'owners-password', ownerDevice)).statusCode).toBe(200);
  });

  it('counts failed guesses only: the owner may sign in as often as they like', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password', role: 'admin' });
    for (let count = 0; count < 10; count += 1) expect((await attempt('owner@brightwire.ng', 'owners-password')).statusCode).toBe(200);
    await lockOut('owner@brightwire.ng');
    expect((await attempt('owner@brightwire.ng')).statusCode).toBe(429);
  });

  it('counts forgot-password and sign-up apart from sign-in, both ways', async () => {
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password' });
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'tayos-password' });
    await lockOut('owner@brightwire.ng');
    const forget = (email: string) => limited.app.inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email } });
    expect((await forget('owner@brightwire.ng')).statusCode).toBe(200);
    await expect.poll(() => mail.lastTo('owner@brightwire.ng')?.subject).toBe('Reset your password');
    const signup = await limited.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Kemi Owolabi', email: 'owner@brightwire.ng', password: 'another-password' } });
    expect(signup.statusCode).toBe(201);

    for (let count = 0; count < 3; count += 1) expect((await forget('tayo@example.com')).statusCode).toBe(200);
    expect((await forget('tayo@example.com')).statusCode).toBe(429);
    expect((await attempt('tayo@example.com', 'tayos-password')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('guesses sent at once to two servers on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let servers: [TestApp, TestApp];
  beforeAll(async () => {
    database = await open();
    // Behind one load balancer: one secret signs the cookies both servers read.
    const limits = { AUTH_LIMIT_PER_EMAIL: '3', AUTH_LIMIT_PER_IP: '10000', ACCESS_TOKEN_SECRET: 'a-shared-secret-for-both-servers-0123456789' };
    servers = [await startTestApp(database, limits), await startTestApp(database, limits)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  it('checks no more passwords than the limit, however many arrive in parallel, and keeps a known browser in', async () => {
    await emptyDatabase(database.db);
    await createActivatedUser(database.db, { email: 'owner@brightwire.ng', password: 'owners-password', role: 'admin' });
    const known = deviceCookiesOf(await loginThrough(servers[0], 'owner@brightwire.ng', 'owners-password'));

    const guesses = await Promise.all(Array.from({ length: 30 }, (_, index) => loginThrough(servers[index % 2] as TestApp, 'owner@brightwire.ng', `guess-${index}`)));
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);

    // Past the limit no password is checked: the right one, sent many times at once, is refused like the rest.
    const rightOnes = await Promise.all(Array.from({ length: 20 }, (_, index) => loginThrough(servers[index % 2] as TestApp, 'owner@brightwire.ng', 'owners-password')));
    expect(rightOnes.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 429));
    expect(rightOnes.every((response) => response.cookies.length === 0)).toBe(true);

    expect((await loginThrough(servers[1], 'owner@brightwire.ng', 'owners-password', known)).statusCode).toBe(200);
  });
});
