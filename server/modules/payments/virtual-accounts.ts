import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { virtualAccounts } from './tables';

/**
 * Whose money this is, as an e-mail key: the owner of the account number it was paid into; else, for a
 * transfer reported before the account's assignment reached us, the customer we asked an account for under
 * the e-mail the provider names. Undefined for an account we never asked for.
 */
export async function ownerOfAccount(db: Database, accountNumber: string, reportedEmailKey: string): Promise<string | undefined> {
  if (accountNumber) {
    const [row] = await db.select({ emailKey: virtualAccounts.emailKey }).from(virtualAccounts).where(eq(virtualAccounts.accountNumber, accountNumber));
    if (row) return row.emailKey;
  }
  if (!reportedEmailKey) return undefined;
  const [asked] = await db.select({ emailKey: virtualAccounts.emailKey, accountNumber: virtualAccounts.accountNumber }).from(virtualAccounts).where(eq(virtualAccounts.emailKey, reportedEmailKey));
  // An account assigned under another number is not this one: whoever paid into an unknown number is not placed by e-mail alone.
  return asked && (asked.accountNumber === null || asked.accountNumber === accountNumber) ? asked.emailKey : undefined;
}
