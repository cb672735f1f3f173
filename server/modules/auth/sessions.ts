import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { refreshTokens, sessions, users } from './tables';
import { hashSecretToken, newSecretToken } from './secret-tokens';

const sessionLifetimeDays = 30;
export const sessionLifetimeSeconds = sessionLifetimeDays * 24 * 60 * 60;
/** Expiry is set and checked on the database's clock, the one clock every server copy shares. */
const sessionLifetimeSql = sql.raw(`interval '${sessionLifetimeDays} days'`);
const accessAudience = 'brightwire-web';
const accessType = 'access';

export type SessionTokens = { accessToken: string; refreshToken: string; sessionId: string };
type SessionClaims = { userId: string; sessionId: string };

export function signingKey(config: Config): Uint8Array {
  return new TextEncoder().encode(config.accessTokenSecret);
}

export function signAccessToken(config: Config, claims: SessionClaims): Promise<string> {
  return new SignJWT({ typ: accessType, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(config.tokenIssuer)
    .setAudience(accessAudience)
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(signingKey(config));
}

export async function readAccessToken(config: Config, token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(config), {
      algorithms: ['HS256'],
      audience: accessAudience,
      issuer: config.tokenIssuer,
      requiredClaims: ['sub', 'exp', 'sid', 'typ'],
    });
    if (payload.typ !== accessType || typeof payload.sid !== 'string' || !payload.sub) return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

export async function startSession(db: Database, config: Config, userId: string): Promise<SessionTokens> {
  const refresh = newSecretToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + ${sessionLifetimeSql}` })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session was not created');
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: refresh.hash });
    return session.id;
  });
  return { sessionId, refreshToken: refresh.token, accessToken: await signAccessToken(config, { userId, sessionId }) };
}

/**
 * Swaps a refresh token for a new pair. A token that was already swapped means it leaked: the whole session
 * (every token descended from the same login) is revoked.
 */
export async function rotateRefreshToken(db: Database, config: Config, token: string): Promise<SessionTokens | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
      .for('update');
    if (!row || row.revokedAt || row.expired) return undefined;
    if (row.usedAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
      return undefined;
    }
    const next = newSecretToken();
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: next.hash });
    return { sessionId: row.sessionId, userId: row.userId, refreshToken: next.token };
  });
  if (!outcome) return undefined;
  return { ...outcome, accessToken: await signAccessToken(config, outcome) };
}

export async function revokeSessionOfRefreshToken(db: Database, token: string): Promise<void> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)));
  if (row) await revokeSession(db, row.sessionId);
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The account behind a live session, or undefined when the session was revoked or has run out. */
export async function findSessionUser(db: Database, claims: SessionClaims) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt)));
  return row?.user;
}
