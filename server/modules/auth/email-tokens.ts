import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

/** Set and checked on the database's clock, the one clock every server copy shares. */
const lifetime: Record<EmailTokenPurpose, string> = {
  activate: '24 hours',
  reset: '1 hour',
};

export async function issueEmailToken(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hash, expiresAt: sql`now() + ${lifetime[purpose]}::interval` });
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
