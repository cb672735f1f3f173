import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

/**
 * How a company gets its first admin: creates the activated admin account, or, when the e-mail already has
 * an account, makes it an activated admin with this password.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<'created' | 'updated'> {
  const normalisedEmail = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, normalisedEmail));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ name: 'Site Administrator', email: normalisedEmail, role: 'admin', passwordHash, activatedAt: new Date() });
  return 'created';
}
