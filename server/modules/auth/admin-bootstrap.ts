import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './tables';
import { hashPassword } from './passwords';
import type { Role } from '../../../contracts/auth';
import type { WorkingDay } from '../../../contracts/staff';

type ReadyAccount = { name: string; email: string; password: string; role?: Role; firstname?: string; lastname?: string; phone?: string; services?: string[]; workingHours?: WorkingDay[] };

/** Whether anyone has an account yet: demo data goes only into an empty shop. */
export async function hasAnyAccount(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** An account made by the operator rather than by sign-up (demo data, tests): activated, with this password. */
export async function createActivatedAccount(db: Database, account: ReadyAccount) {
  const { password, ...fields } = account;
  const [row] = await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password), activatedAt: new Date() })
    .returning();
  if (!row) throw new Error('account was not created');
  return row;
}

/**
 * How a company gets its first admin: creates the activated admin account, or, when the e-mail already has
 * an account, makes it an activated admin with this password.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<'created' | 'updated'> {
  const normalisedEmail = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  // Insert first: two server copies starting together both find no admin, and the second insert would fail.
  const created = await db
    .insert(users)
    .values({ name: 'Site Administrator', email: normalisedEmail, role: 'admin', passwordHash, activatedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length > 0) return 'created';
  await db
    .update(users)
    .set({ role: 'admin', passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, normalisedEmail));
  return 'updated';
}
