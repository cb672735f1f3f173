import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { authMessages } from '../../../contracts/auth';
import type { LoginRequest, SignupRequest, User } from '../../../contracts/auth.schemas';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { users } from './tables';
import { tooManyAttempts } from '../../http/attempt-limits';
import { HttpError } from '../../errors';
import {
  accountExistsMail,
  activationMail,
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  passwordResetMail,
  signInUnderAttackMail,
} from '../../mail/account-mails';
import type { AfterAnswer } from './after-answer';
import { newDeviceCookie, type DeviceCookie } from './device-cookies';
import type { QueuedMail } from '../../mail/outbox';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { hashPassword, passwordMatches } from './passwords';
import { signInLockMinutes, signInThrottle } from './sign-in-throttle';
import { revokeAllSessions, startSession, type SessionTokens } from './sessions';

export type AccountDeps = Pick<AppDeps, 'config' | 'db' | 'notify' | 'log'>;
type UserRow = typeof users.$inferSelect;

/** Hash of a password nobody has, so a login for an unknown e-mail costs the same time as a real one. */
const decoyHash = hashPassword('decoy password that never matches');

export function toUserJson(row: UserRow): User {
  return { _id: row.id, name: row.name, firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone, role: row.role };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === '23505' || (error as { code?: string }).code === '23505';
}

/**
 * A sign-up with a taken e-mail is answered like any other and mails the owner instead. Both ways hash the
 * password and send one mail, and no answer leaves before `signupAnswerFloorMs`, so that the time taken does
 * not tell who has an account either (a new account's rows took a few milliseconds more).
 */
export async function signUp(deps: AccountDeps & Pick<AppDeps, 'directory'>, request: SignupRequest): Promise<void> {
  const answerNoSoonerThan = performance.now() + deps.config.signupAnswerFloorMs;
  try {
    await createAccountOrTellOwner(deps, request);
  } finally {
    await sleep(Math.max(0, answerNoSoonerThan - performance.now()));
  }
}

async function createAccountOrTellOwner(deps: AccountDeps & Pick<AppDeps, 'directory'>, request: SignupRequest): Promise<void> {
  const { config, db } = deps;
  const [existing, passwordHash] = await Promise.all([findUserByEmail(db, request.email), hashPassword(request.password)]);
  if (existing) {
    await deps.notify(accountExistsMail(existing.email, existing.name, `${config.publicUrl}/login`, `${config.publicUrl}/forgot-password`));
    return;
  }
  let mail: QueuedMail;
  try {
    // The account and its activation mail are stored together: while the mail server is down, the mail waits in the queue.
    mail = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ name: request.name, email: request.email, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error('user was not created');
      // Anyone may sign up with anyone's e-mail: the directory believes the name once the e-mail is confirmed.
      await deps.directory.noteVisitor(tx, { name: request.name, email: request.email, phone: '' });
      const token = await issueEmailToken(tx, user.id, 'activate');
      return deps.notify(activationMail(request.email, request.name, `${config.publicUrl}/activate/${token}`), {}, tx);
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the second one is told the same as any sign-up.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  await mail.sendNow();
}

export async function activateAccount({ db, directory }: Pick<AppDeps, 'db' | 'directory'>, token: string): Promise<void> {
  const link = await consumeEmailToken(db, token, 'activate');
  if (!link) throw new HttpError(400, authMessages.invalidLink);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, link.userId))
      .returning({ name: users.name, email: users.email, phone: users.phone });
    // The e-mail is confirmed now: the account holder's own words may name them in the directory.
    if (user) await directory.noteCustomer(tx, user);
  });
}

/** What a sign-in gives the browser: the session, and the device cookie that makes it known to the account. */
export type SignedIn = { user: User; tokens: SessionTokens; device: DeviceCookie };

type SignInAttempt = { ip: string; knownDeviceOf: (userId: string) => Promise<string | undefined>; later: AfterAnswer };

/**
 * Checks a password within the sign-in limits (sign-in-throttle.ts): an attempt over them is refused before
 * its password is hashed. An unknown e-mail costs the same as a known one: the decoy hash is checked instead.
 */
export async function logIn(deps: AccountDeps, request: LoginRequest, attempt: SignInAttempt): Promise<SignedIn> {
  const throttle = signInThrottle(deps);
  const row = await findUserByEmail(deps.db, request.email);
  const knownDevice = row ? await attempt.knownDeviceOf(row.id) : undefined;
  const admission = await throttle.admit({ email: request.email, ip: attempt.ip, knownDevice });
  if (!admission.admitted) {
    if (row && admission.lockStarted) attempt.later(() => mailSignInLink(deps, row, admission.by === 'device' ? 'one device' : 'new devices'), 'sign-in link could not be mailed');
    // Said whether or not the e-mail has an account; the page tells its owner to look for the link.
    throw tooManyAttempts(admission.retryAfterSeconds, admission.by === 'address' ? {} : { signInLinkMailed: true });
  }
  const matches = await passwordMatches(row?.passwordHash ?? (await decoyHash), request.password);
  // A deactivated account answers as a wrong password would, whatever the password: a stranger trying one
  // learns neither that it exists nor that the password was right, and each try counts against the limits.
  if (!row || !matches || row.deactivatedAt) throw new HttpError(400, authMessages.wrongCredentials);
  await throttle.succeeded(admission);
  if (!row.activatedAt) throw new HttpError(403, authMessages.notActivated);
  return signedIn(deps, row);
}

async function signedIn(deps: AccountDeps, row: UserRow): Promise<SignedIn> {
  return { user: toUserJson(row), tokens: await startSession(deps.db, deps.config, row.id), device: await newDeviceCookie(deps.config, row.id) };
}

/** The owner of an account whose sign-in was paused gets a one-time link that signs them in anyway. */
async function mailSignInLink(deps: AccountDeps, row: UserRow, pausedOn: 'new devices' | 'one device'): Promise<void> {
  const token = await issueEmailToken(deps.db, row.id, 'sign-in');
  const { publicUrl, authLimits } = deps.config;
  const pause = {
    failures: pausedOn === 'one device' ? authLimits.perDevice : authLimits.perEmail,
    lockMinutes: signInLockMinutes,
    pausedOn,
    signInLink: `${publicUrl}/sign-in/${token}`,
    resetLink: `${publicUrl}/forgot-password`,
  };
  await deps.notify(signInUnderAttackMail(row.email, row.name, pause));
}

/** A sign-in link proves the mailbox, as a reset link does: it also activates an account that never was. */
export async function signInWithLink(deps: AccountDeps, token: string): Promise<SignedIn> {
  const link = await consumeEmailToken(deps.db, token, 'sign-in');
  if (!link) throw new HttpError(400, authMessages.invalidLink);
  const [row] = await deps.db
    .update(users)
    .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, link.userId))
    .returning();
  if (!row) throw new HttpError(400, authMessages.invalidLink);
  return signedIn(deps, row);
}

/** Runs after the answer (routes.ts), which is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row) return;
  const mail = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, row.id, 'reset');
    return deps.notify(passwordResetMail(row.email, row.name, `${deps.config.publicUrl}/reset-password/${token}`), {}, tx);
  });
  await mail.sendNow();
}

/**
 * A reset proves the owner reads that mailbox, so it also activates an account that never was, and the
 * browser it was made in becomes one the account knows (OWASP: a device cookie for a valid reset link). A
 * staff invitation's link (72 hours) is the same call, its first password; it also signs the new member in, as
 * a sign-in link does (the one-use link proves the mailbox, and whoever holds it could sign in with the password
 * just chosen anyway), so they land on their own page. A forgotten password's reset signs nobody in: its owner
 * signs in again, as OWASP advises, and a deactivated member's invitation signs nobody in either.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<{ device: DeviceCookie; signedIn?: SignedIn }> {
  const link = await consumeEmailToken(deps.db, token, ['reset', 'invite']);
  if (!link) throw new HttpError(400, authMessages.invalidLink);
  const { userId } = link;
  const passwordHash = await hashPassword(password);
  const { row, mail } = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllSessions(tx, userId);
    return { row: changed, mail: changed ? await deps.notify(passwordChangedMail(changed.email, changed.name, `${deps.config.publicUrl}/forgot-password`), {}, tx) : undefined };
  });
  await mail?.sendNow();
  if (link.purpose !== 'invite' || !row || row.deactivatedAt) return { device: await newDeviceCookie(deps.config, userId) };
  const session = await signedIn(deps, row);
  return { device: session.device, signedIn: session };
}

type ProfileChange = { firstname: string; lastname: string; email: string; phone: string; currentPassword?: string | undefined };

/**
 * Saves the name and phone at once. A new login e-mail takes effect only once the link mailed to it is
 * opened (confirmEmailChange), so nobody can claim an address, and the bookings made with it, by typing it.
 */
export async function updateProfile(deps: AccountDeps, current: UserRow, change: ProfileChange): Promise<User & { pendingEmail: string; message: string }> {
  const emailChanges = change.email !== current.email.toLowerCase();
  if (emailChanges && !(change.currentPassword && (await passwordMatches(current.passwordHash, change.currentPassword)))) {
    throw new HttpError(400, authMessages.currentPasswordNeeded, { errors: { currentPassword: authMessages.currentPasswordNeeded } });
  }
  if (emailChanges && (await findUserByEmail(deps.db, change.email))) throw emailTakenError();
  const [row] = await deps.db.update(users).set({ firstname: change.firstname, lastname: change.lastname, phone: change.phone, updatedAt: new Date() }).where(eq(users.id, current.id)).returning();
  if (!row) throw new HttpError(404, authMessages.accountGone);
  if (!emailChanges) return { ...toUserJson(row), pendingEmail: '', message: authMessages.profileUpdated };
  const mails = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, row.id, 'email', change.email);
    return [
      await deps.notify(confirmEmailChangeMail(change.email, row.name, `${deps.config.publicUrl}/confirm-email/${token}`), {}, tx),
      await deps.notify(emailChangeRequestedMail(row.email, row.name, change.email, `${deps.config.publicUrl}/forgot-password`), {}, tx),
    ];
  });
  for (const mail of mails) await mail.sendNow();
  return { ...toUserJson(row), pendingEmail: change.email, message: authMessages.emailChangeMailed };
}

/** The link mailed to a new address: it becomes the login e-mail, and the old address is told. */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<void> {
  const { db } = deps;
  const changed = await db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, token, 'email');
    if (!link?.newEmail) throw new HttpError(400, authMessages.invalidLink);
    const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!before) throw new HttpError(400, authMessages.invalidLink);
    try {
      await tx.update(users).set({ email: link.newEmail, updatedAt: new Date() }).where(eq(users.id, link.userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError();
      throw error;
    }
    return deps.notify(emailChangedMail(before.email, before.name, link.newEmail), {}, tx);
  });
  await changed.sendNow();
}

function emailTakenError(): HttpError {
  return new HttpError(409, authMessages.emailTaken, { errors: { email: authMessages.emailTaken } });
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
