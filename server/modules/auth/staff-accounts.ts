import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from './passwords';
import { users } from './tables';

/**
 * The accounts of the company's staff, made and changed here for the staff module (auth owns `users`): the
 * Staff page decides who may do what, and these functions keep every write to an account in one module.
 */

export type Account = typeof users.$inferSelect;

/** What the Staff page changes on an account: never its e-mail or password, which are the owner's own. */
export type AccountChange = Partial<Pick<Account, 'firstname' | 'lastname' | 'name' | 'phone' | 'role' | 'services' | 'workingHours' | 'hoursRequest' | 'deactivatedAt'>>;

/** A new staff account with a password nobody knows: its owner sets one through the invite link. */
export async function createStaffAccount(db: Database, account: Pick<Account, 'firstname' | 'lastname' | 'name' | 'phone' | 'role' | 'email' | 'workingHours'>): Promise<Account | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...account, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) })
    .returning();
  return row;
}

/** Changes an account (only one holding one of `roles`, when given); answers it as it now is, or undefined if none. */
export async function changeAccount(db: Database, id: string, change: AccountChange, roles?: readonly Account['role'][]): Promise<Account | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(users.id, id), ...(roles ? [inArray(users.role, [...roles])] : [])))
    .returning();
  return row;
}

/** The accounts holding these roles, those still working first, then by role and name. */
export function accountsWithRoles(db: Database, roles: readonly Account['role'][]): Promise<Account[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...roles]))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.role), asc(users.name), asc(users.id));
}
