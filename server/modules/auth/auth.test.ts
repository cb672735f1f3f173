import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../contracts/auth';
import type { DatabaseHandle } from '../../db/client';
import { emailTokens, sessions, users } from './tables';
import { cookiesOf, createActivatedUser, signedInAs } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { linkIn, startMailCatcher } from '../../testing/mail-catcher';
import { freePort } from '../../testing/ports';
import { startTestApp } from '../../testing/test-app';

const publicUrl = 'http://shop.test:3000';

describe.each(testDatabases())('accounts on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    database = await open();
    mail = await startMailCatcher();
    testApp = await startTestApp(database, { SMTP_URL: mail.url, PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
    await database.close();
  });
  beforeEach(async () => {
    await emptyDatabase(database.db);
    mail.clear();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const signup = (payload: object) => inject({ method: 'POST', url: '/api/auth/signup', payload });
  const login = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const profile = (cookies: Record<string, string>) => inject({ method: 'GET', url: '/api/auth/profile', cookies });
  const tokenOf = (link: string) => link.split('/').at(-1) ?? '';
  /** Reset links are mailed once the answer has left: waits for the `count`th to arrive, and answers its token. */
  const mailedResetToken = async (email: string, count = 1) => {
    await expect.poll(() => mail.received.filter((sent) => sent.to === email && sent.subject === 'Reset your password').length).toBe(count);
    return tokenOf(linkIn(mail.lastTo(email), '/reset-password'));
  };

  it('signs up an inactive account, mails an activation link from PUBLIC_URL and activates it once', async () => {
    const response = await signup({ name: 'Adaeze Nwosu', email: 'Adaeze@Example.com', password: 'sunlight42' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.signedUp });

    const [stored] = await database.db.select().from(users);
    expect(stored).toMatchObject({ email: 'adaeze@example.com', role: 'customer', activatedAt: null });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const refused = await login('adaeze@example.com', 'sunlight42');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: authMessages.notActivated });

    const activation = mail.lastTo('adaeze@example.com');
    expect(activation?.subject).toBe('Activate your account');
    expect(activation?.html).toContain('Brightwire Electrical');
    const link = linkIn(activation, '/activate');
    expect(link.startsWith(`${publicUrl}/activate/`)).toBe(true);
    const [token] = await database.db.select().from(emailTokens);
    expect(token?.tokenHash).not.toContain(tokenOf(link));

    const activated = await inject({ method: 'GET', url: `/api/auth/verify/${tokenOf(link)}`, headers: { host: 'evil.example' } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: authMessages.activated });
    const again = await inject({ method: 'GET', url: `/api/auth/verify/${tokenOf(link)}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.invalidLink });

    const signedIn = await login('ADAEZE@example.com', 'sunlight42');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ name: 'Adaeze Nwosu', email: 'adaeze@example.com', role: 'customer', firstname: '', lastname: '', phone: '' });
    expect(signedIn.json()).not.toHaveProperty('passwordHash');
  });

  it('refuses bad sign-ups with SPEC.md texts and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ email: 'a@b.co', password: 'secret1' }, 'name', 'The name is required'],
      [{ name: 'Ada', email: 'ada@example.com', password: 'secret1' }, 'name', 'Name must be at least 5 characters long'],
      [{ name: 'Adaeze Nwosu', password: 'secret1' }, 'email', 'The email is required'],
      [{ name: 'Adaeze Nwosu', email: 'not-an-email', password: 'secret1' }, 'email', 'Invalid email address'],
      [{ name: 'Adaeze Nwosu', email: 'ada@example.com', password: 'abc' }, 'password', 'The password must be at least 6 characters long'],
      [{ name: { $gt: '' }, email: 'ada@example.com', password: 'secret1' }, 'name', 'The name is required'],
      [{ name: 'Adaeze Nwosu', email: 'ada@example.com', password: 'x'.repeat(10_000) }, 'password', 'The password must be at most 128 characters long'],
    ];
    for (const [payload, field, text] of cases) {
      const response = await signup(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(text);
      expect(response.json().errors[field]).toBe(text);
    }
    expect(await database.db.select().from(users)).toHaveLength(0);
    expect(mail.received).toHaveLength(0);
  });

  it('answers a sign-up with a taken e-mail like any other and mails the owner instead', async () => {
    await createActivatedUser(database.db, { email: 'owner@example.com', password: 'original1', name: 'Bola Owner' });
    const response = await signup({ name: 'Someone Else', email: 'OWNER@example.com', password: 'another1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.signedUp });
    expect(await database.db.select().from(users)).toHaveLength(1);
    const note = mail.lastTo('owner@example.com');
    expect(note?.subject).toBe('You already have an account');
    expect(note?.text).toContain(`${publicUrl}/login`);
    expect(note?.text).toContain(`${publicUrl}/forgot-password`);
    expect((await login('owner@example.com', 'original1')).statusCode).toBe(200);
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const unknown = await login('nobody@example.com', 'correct-horse');
    const wrong = await login('tayo@example.com', 'wrong-horse');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: authMessages.wrongCredentials });
    }
  });

  it('answers a deactivated account as a wrong password, whether or not the password is right', async () => {
    await createActivatedUser(database.db, { email: 'gone@example.com', password: 'correct-horse' });
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    await database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'gone@example.com'));
    const stranger = await login('tayo@example.com', 'wrong-horse');
    const answers = [await login('gone@example.com', 'correct-horse'), await login('gone@example.com', 'wrong-horse')];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(stranger.statusCode);
      expect(answer.json()).toEqual(stranger.json());
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets httpOnly, SameSite=Lax session cookies and never puts a token in the body', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const response = await login('tayo@example.com', 'correct-horse');
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['access_token', expect.stringMatching(/^device_[A-Za-z0-9_-]{16}$/), 'refresh_token']);
    for (const cookie of response.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(response.body).not.toContain(cookie.value);
    }
    expect((await profile(cookiesOf(response))).json().email).toBe('tayo@example.com');
  });

  it('uses __Host- cookies marked Secure when PUBLIC_URL is https', async () => {
    const secureApp = await startTestApp(database, { PUBLIC_URL: 'https://brightwire.ng' });
    try {
      await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
      const response = await secureApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'tayo@example.com', password: 'correct-horse' } });
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-access_token', expect.stringMatching(/^__Host-device_/), '__Host-refresh_token']);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secureApp.close();
    }
  });

  it('answers 401 to protected calls without a valid access token', async () => {
    const user = await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const [session] = await database.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    const forge = (secret: string, claims: Record<string, unknown>, alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject(user.id)
        .setAudience('brightwire-web')
        .setIssuer(testApp.config.tokenIssuer)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(secret));
    const unsignedToken = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, sid: session?.id, typ: 'access', aud: 'brightwire-web', iss: testApp.config.tokenIssuer, exp: 9_999_999_999 })).toString('base64url')}.`;
    const attempts: Record<string, string>[] = [
      {},
      { access_token: 'garbage' },
      { access_token: await forge('a-different-secret-that-is-long-enough-123', { typ: 'access', sid: session?.id }) },
      { access_token: await forge(testApp.config.accessTokenSecret, { typ: 'refresh', sid: session?.id }) },
      { access_token: await forge(testApp.config.accessTokenSecret, { typ: 'access', sid: session?.id }, 'HS512') },
      { access_token: unsignedToken },
    ];
    for (const cookies of attempts) {
      const response = await profile(cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.notSignedIn });
    }
    const genuine = await profile({ access_token: await forge(testApp.config.accessTokenSecret, { typ: 'access', sid: session?.id }) });
    expect(genuine.statusCode).toBe(200);
  });

  it('rotates the refresh token and revokes the whole session when a used one comes back', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const first = cookiesOf(await login('tayo@example.com', 'correct-horse'));
    const refreshed = await inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: first.refresh_token ?? '' } });
    expect(refreshed.statusCode).toBe(200);
    const second = cookiesOf(refreshed);
    expect(second.refresh_token).toBeDefined();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second)).statusCode).toBe(200);

    const stolen = await inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: first.refresh_token ?? '' } });
    expect(stolen.statusCode).toBe(401);
    // The thief's replay ended the session for everyone holding its tokens, the rightful owner included.
    expect((await profile(second)).statusCode).toBe(401);
    const afterTheft = await inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: second.refresh_token ?? '' } });
    expect(afterTheft.statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const cookies = cookiesOf(await login('tayo@example.com', 'correct-horse'));
    const response = await inject({ method: 'POST', url: '/api/auth/logout', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.loggedOut });
    expect(response.cookies.every((cookie) => cookie.value === '')).toBe(true);
    expect((await profile(cookies)).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/refresh-token', cookies })).statusCode).toBe(401);
  });

  it('resets a forgotten password once, ends every session and mails a confirmation', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'old-password' });
    const oldSession = cookiesOf(await login('tayo@example.com', 'old-password'));

    const unknown = await inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'nobody@example.com' } });
    const known = await inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'tayo@example.com' } });
    expect(unknown.json()).toEqual({ message: authMessages.resetMailed });
    expect(known.json()).toEqual({ message: authMessages.resetMailed });
    const token = await mailedResetToken('tayo@example.com');
    expect(mail.received.map((sent) => sent.to)).toEqual(['tayo@example.com']);
    const tooShort = await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'abc' } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('The password must be at least 6 characters long');

    const reset = await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'new-password' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });
    // A forgotten password's reset signs nobody in: its owner signs in again with the new one.
    expect((await profile(cookiesOf(reset))).statusCode).toBe(401);
    expect(mail.lastTo('tayo@example.com')?.subject).toBe('Your password was changed');
    expect((await profile(oldSession)).statusCode).toBe(401);
    expect((await login('tayo@example.com', 'old-password')).statusCode).toBe(400);
    expect((await login('tayo@example.com', 'new-password')).statusCode).toBe(200);

    const reused = await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'third-password' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: authMessages.invalidLink });
  });

  it("signs a new staff member in with their invitation's first password, but not once they are deactivated", async () => {
    const office = await signedInAs(testApp.app, database.db, 'office@example.com', 'admin');
    const invite = async (email: string) => {
      const invited = await inject({ method: 'POST', url: '/api/staff', cookies: office, payload: { firstname: 'Kemi', lastname: 'Adebayo', email, phone: '08035550000', role: 'technician' } });
      expect(invited.statusCode).toBe(201);
      return { id: invited.json()._id as string, token: tokenOf(linkIn(mail.lastTo(email), '/welcome')) };
    };

    const kemi = await invite('kemi@example.com');
    const chosen = await inject({ method: 'PATCH', url: `/api/auth/reset/${kemi.token}`, payload: { password: 'kemi-password' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: authMessages.passwordReset, user: expect.objectContaining({ _id: kemi.id, email: 'kemi@example.com', role: 'technician' }) });
    const session = await profile(cookiesOf(chosen));
    expect([session.statusCode, session.json().role]).toEqual([200, 'technician']);

    const gone = await invite('gone@example.com');
    expect((await inject({ method: 'PATCH', url: `/api/staff/${gone.id}`, cookies: office, payload: { active: false } })).statusCode).toBe(200);
    const refused = await inject({ method: 'PATCH', url: `/api/auth/reset/${gone.token}`, payload: { password: 'gone-password' } });
    expect(refused.json()).toEqual({ message: authMessages.passwordReset });
    expect((await profile(cookiesOf(refused))).statusCode).toBe(401);
  });

  it('keeps one reset link open at a time, and a completed reset ends the activation links too', async () => {
    await signup({ name: 'Tayo Adewale', email: 'tayo@example.com', password: 'first-password' });
    const activation = tokenOf(linkIn(mail.lastTo('tayo@example.com'), '/activate'));
    const forget = () => inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'tayo@example.com' } });
    await forget();
    const first = await mailedResetToken('tayo@example.com');
    await forget();
    const second = await mailedResetToken('tayo@example.com', 2);
    expect(second).not.toBe(first);

    const superseded = await inject({ method: 'PATCH', url: `/api/auth/reset/${first}`, payload: { password: 'new-password' } });
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toEqual({ message: authMessages.invalidLink });
    expect((await inject({ method: 'PATCH', url: `/api/auth/reset/${second}`, payload: { password: 'new-password' } })).statusCode).toBe(200);

    const staleActivation = await inject({ method: 'GET', url: `/api/auth/verify/${activation}` });
    expect(staleActivation.statusCode).toBe(400);
    expect(staleActivation.json()).toEqual({ message: authMessages.invalidLink });
    expect((await login('tayo@example.com', 'new-password')).statusCode).toBe(200);
  });

  it('refuses an expired reset link and a malformed one', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'old-password' });
    await inject({ method: 'PATCH', url: '/api/auth/forget', payload: { email: 'tayo@example.com' } });
    const token = await mailedResetToken('tayo@example.com');
    await database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'new-password' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: authMessages.invalidLink });
    const malformed = await inject({ method: 'GET', url: "/api/auth/verify/'%20OR%201=1--" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(authMessages.invalidLink);
    expect((await login('tayo@example.com', 'old-password')).statusCode).toBe(200);
  });

  it('updates the profile and asks for the current password before changing the login e-mail', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse', name: 'Tayo Adewale' });
    await createActivatedUser(database.db, { email: 'taken@example.com', password: 'whatever1' });
    const cookies = cookiesOf(await login('tayo@example.com', 'correct-horse'));
    const update = (payload: object) => inject({ method: 'PATCH', url: '/api/auth/update', cookies, payload });
    const details = { firstname: 'Tayo', lastname: 'Adewale', phone: '08031234567' };

    const saved = await update({ ...details, email: 'tayo@example.com' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...details, email: 'tayo@example.com', message: 'updated' });

    const shortPhone = await update({ ...details, phone: '0803', email: 'tayo@example.com' });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json().message).toBe('Phone number must be atleast 10 characters');

    const noPassword = await update({ ...details, email: 'tayo.new@example.com' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(authMessages.currentPasswordNeeded);
    const wrongPassword = await update({ ...details, email: 'tayo.new@example.com', currentPassword: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(400);
    const taken = await update({ ...details, email: 'taken@example.com', currentPassword: 'correct-horse' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(authMessages.emailTaken);

    const moved = await update({ ...details, firstname: 'Tayọ', email: 'Tayo.New@example.com', currentPassword: 'correct-horse' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ firstname: 'Tayọ', email: 'tayo@example.com', pendingEmail: 'tayo.new@example.com', message: authMessages.emailChangeMailed });
    // Nothing changes until the new address proves it is theirs; the old one hears of the request.
    expect((await profile(cookies)).json()).toMatchObject({ firstname: 'Tayọ', email: 'tayo@example.com' });
    expect((await login('tayo.new@example.com', 'correct-horse')).statusCode).toBe(400);
    const notice = mail.lastTo('tayo@example.com');
    expect(notice?.subject).toBe('Someone asked to change your login email');
    expect(notice?.text).toContain('tayo.new@example.com');

    const link = linkIn(mail.lastTo('tayo.new@example.com'), '/confirm-email');
    expect(link.startsWith(`${publicUrl}/confirm-email/`)).toBe(true);
    const [stored] = await database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'email'));
    expect(stored?.tokenHash).not.toContain(tokenOf(link));
    // Opened 23 h 55 min after it was mailed, the link still works: it lives for a day.
    await database.db
      .update(emailTokens)
      .set({ expiresAt: sql`${emailTokens.expiresAt} - interval '23 hours 55 minutes'` })
      .where(eq(emailTokens.purpose, 'email'));
    const confirmed = await inject({ method: 'POST', url: `/api/auth/confirm-email/${tokenOf(link)}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: authMessages.emailChanged });
    expect((await profile(cookies)).json().email).toBe('tayo.new@example.com');
    expect(mail.lastTo('tayo@example.com')?.subject).toBe('Your login email was changed');
    expect((await login('tayo.new@example.com', 'correct-horse')).statusCode).toBe(200);
    expect((await login('tayo@example.com', 'correct-horse')).statusCode).toBe(400);

    const again = await inject({ method: 'POST', url: `/api/auth/confirm-email/${tokenOf(link)}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.invalidLink });
  });

  it('shows no stranger’s bookings to an account that only claims their e-mail', async () => {
    await inject({
      method: 'POST',
      url: '/api/booking',
      payload: { name: 'Grace Adeyemi', phone: '08031234567', email: 'grace@example.com', service: 'Security Systems', date: '2099-03-02', time: '10:00', note: 'Gate code 4471' },
    });
    await createActivatedUser(database.db, { email: 'mallory@example.com', password: 'mallorys-password' });
    const mallory = cookiesOf(await login('mallory@example.com', 'mallorys-password'));
    const claim = await inject({
      method: 'PATCH',
      url: '/api/auth/update',
      cookies: mallory,
      payload: { firstname: 'Mal', lastname: 'Lory', phone: '08030000000', email: 'grace@example.com', currentPassword: 'mallorys-password' },
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().email).toBe('mallory@example.com');
    const mine = await inject({ method: 'GET', url: '/api/booking/mine', cookies: mallory });
    expect(mine.json()).toEqual({ bookings: [] });
    expect(mine.body).not.toContain('4471');

    // The link went to Grace's mailbox, and it dies 24 hours after it was mailed.
    const link = linkIn(mail.lastTo('grace@example.com'), '/confirm-email');
    await database.db
      .update(emailTokens)
      .set({ expiresAt: sql`${emailTokens.expiresAt} - interval '24 hours'` })
      .where(eq(emailTokens.purpose, 'email'));
    expect((await inject({ method: 'POST', url: `/api/auth/confirm-email/${tokenOf(link)}` })).statusCode).toBe(400);
    expect((await profile(mallory)).json().email).toBe('mallory@example.com');
  });

  it('refuses to confirm an e-mail another account took in the meantime', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const cookies = cookiesOf(await login('tayo@example.com', 'correct-horse'));
    await inject({
      method: 'PATCH',
      url: '/api/auth/update',
      cookies,
      payload: { firstname: 'Tayo', lastname: 'Adewale', phone: '08031234567', email: 'shared@example.com', currentPassword: 'correct-horse' },
    });
    const link = linkIn(mail.lastTo('shared@example.com'), '/confirm-email');
    await createActivatedUser(database.db, { email: 'shared@example.com', password: 'other-password' });
    const taken = await inject({ method: 'POST', url: `/api/auth/confirm-email/${tokenOf(link)}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(authMessages.emailTaken);
    expect((await profile(cookies)).json().email).toBe('tayo@example.com');
  });

  it('refuses state-changing calls that come from another site', async () => {
    await createActivatedUser(database.db, { email: 'tayo@example.com', password: 'correct-horse' });
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'tayo@example.com', password: 'correct-horse' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
    const ours = await inject({ method: 'POST', url: '/api/auth/login', headers: { origin: publicUrl }, payload: { email: 'tayo@example.com', password: 'correct-horse' } });
    expect(ours.statusCode).toBe(200);
  });
});

describe.each(testDatabases())('sign-up while the mail server is down on the $name database', ({ open }) => {
  it('keeps an account whose activation mail the mail server refused, and sends the mail once the server takes it', async () => {
    const database = await open();
    const port = await freePort();
    const mailDown = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RETRY_BASE_MS: '50' });
    try {
      const response = await mailDown.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Adaeze Nwosu', email: 'ada@example.com', password: 'sunlight42' } });
      expect(response.statusCode).toBe(201);
      expect(await database.db.select().from(users).where(eq(users.email, 'ada@example.com'))).toHaveLength(1);
      const mailUp = await startMailCatcher(port);
      try {
        await expect.poll(() => mailUp.received.filter((mail) => mail.to.includes('ada@example.com')).length, { timeout: 10_000 }).toBe(1);
        const token = linkIn(mailUp.lastTo('ada@example.com'), '/activate').split('/').at(-1);
        const activate = await mailDown.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` });
        expect(activate.statusCode).toBe(200);
      } finally {
        await mailUp.close();
      }
    } finally {
      await mailDown.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())('abuse limits shared by two servers on the $name database', ({ open }) => {
  it('counts attempts made through either server against one limit', async () => {
    const database = await open();
    const first = await startTestApp(database, { AUTH_LIMIT_PER_EMAIL: '4' });
    const second = await startTestApp(database, { AUTH_LIMIT_PER_EMAIL: '4' });
    try {
      const attempt = (server: typeof first) => server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'shared@example.com', password: 'guess-123' } });
      const statuses = [];
      for (const server of [first, second, first, second, first]) statuses.push((await attempt(server)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});
