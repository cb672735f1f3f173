import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

const lifetimeMs: Record<EmailTokenPurpose, number> = {
  activate: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export async function issueEmailToken(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimeMs[purpose]) });
  return token;
}

/** Marks the token used and answers its account, or undefined when it is unknown, used or expired. */
export async function consumeEmailToken(db: Database, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}
