import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from './tables';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

/** Set and checked on the database's clock, the one clock every server copy shares. */
const lifetime: Record<EmailTokenPurpose, string> = {
  activate: '24 hours',
  reset: '1 hour',
  email: '24 hours',
  // Mailed when sign-in is paused for strangers (sign-in-throttle.ts): no longer than the pause itself.
  'sign-in': '15 minutes',
  invite: '72 hours',
};

/** Marks a user's open links of these purposes as used, but for `except`: a link ends when a newer one makes it stale. */
async function endOpenTokens(db: Database, userId: string, purposes: EmailTokenPurpose[], except?: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt), except ? ne(emailTokens.id, except) : undefined));
}

/**
 * A new link; a new reset or e-mail-change link ends the ones mailed before it, so only the latest in the
 * inbox works. An e-mail-change link carries the address it was mailed to.
 */
export async function issueEmailToken(db: Database, userId: string, purpose: EmailTokenPurpose, newEmail?: string): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.transaction(async (tx) => {
    if (purpose !== 'activate') await endOpenTokens(tx, userId, [purpose]);
    await tx.insert(emailTokens).values({ userId, purpose, newEmail, tokenHash: hash, expiresAt: sql`now() + ${lifetime[purpose]}::interval` });
  });
  return token;
}

/**
 * Marks the token used and answers its account (and, for an e-mail change, the new address), or undefined
 * when it is unknown, used or expired. A used reset link ends every other open link of the account: the
 * mailbox is proven and the password is new, so a change asked for with the old password dies too.
 */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose | EmailTokenPurpose[],
): Promise<{ userId: string; newEmail: string | null; purpose: EmailTokenPurpose } | undefined> {
  const purposes = [purpose].flat();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.tokenHash, hashSecretToken(token)), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
      .returning({ id: emailTokens.id, userId: emailTokens.userId, newEmail: emailTokens.newEmail, purpose: emailTokens.purpose });
    if (!row) return undefined;
    if (purposes.includes('reset')) await endOpenTokens(tx, row.userId, ['reset', 'activate', 'email', 'invite'], row.id);
    return { userId: row.userId, newEmail: row.newEmail, purpose: row.purpose };
  });
}
