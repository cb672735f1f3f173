import { and, eq } from 'drizzle-orm';
import { emailKey as emailKeyOf } from '../../../contracts/customers';
import type { VirtualAccount } from '../../../contracts/customers.schemas';
import { transferMessages } from '../../../contracts/transfers';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { PaymentProviderError, type DedicatedAccount } from '../../payments/provider';
import type { PaymentDeps } from './payees';
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

/** A customer's own account number to pay into, once the provider has assigned it; null until then (and for anyone else). */
export async function virtualAccountOf(db: Database, email: string): Promise<VirtualAccount | null> {
  const key = emailKeyOf(email);
  if (!key) return null;
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.emailKey, key), eq(virtualAccounts.status, 'assigned')));
  return row?.accountNumber ? { bankName: row.bankName, accountNumber: row.accountNumber, accountName: row.accountName } : null;
}

/** What the provider said of an account we asked for: assigned (with its number) or failed. */
export type AccountAssignment = { email: string; account: DedicatedAccount } | { email: string; failure: string };

/** The provider's word on an account, once: an assignment fills the customer's row; a failure is kept for the office. */
export async function recordAccountAssignment(db: Database, assignment: AccountAssignment): Promise<void> {
  const key = emailKeyOf(assignment.email);
  if ('account' in assignment) {
    const { accountNumber, bankName, bankSlug, accountName, customerCode } = assignment.account;
    await db
      .insert(virtualAccounts)
      .values({ emailKey: key, status: 'assigned', accountNumber, bankName, bankSlug, accountName, providerCustomerCode: customerCode, assignedAt: new Date() })
      .onConflictDoUpdate({
        target: virtualAccounts.emailKey,
        set: { status: 'assigned', accountNumber, bankName, bankSlug, accountName, providerCustomerCode: customerCode, failure: '', assignedAt: new Date() },
      });
    return;
  }
  await db
    .update(virtualAccounts)
    .set({ status: 'failed', failure: assignment.failure.slice(0, 500) })
    .where(and(eq(virtualAccounts.emailKey, key), eq(virtualAccounts.status, 'asked')));
}

export type AccountHolder = { name: string; email: string; phone: string };

/**
 * Asks the provider for a customer's own account number, once per e-mail however many copies sweep: the row
 * is written first (its e-mail key is unique) and only the copy that wrote it asks. A provider that cannot
 * be reached leaves no row, so the next sweep asks again.
 */
export async function askForAccount(deps: PaymentDeps, holder: AccountHolder, preferredBank: string): Promise<void> {
  const [asked] = await deps.db
    .insert(virtualAccounts)
    .values({ emailKey: emailKeyOf(holder.email) })
    .onConflictDoNothing({ target: virtualAccounts.emailKey })
    .returning({ id: virtualAccounts.id });
  if (!asked) return;
  const [firstName = '', ...rest] = holder.name.trim().split(/\s+/);
  try {
    const account = await deps.paymentProvider.assignDedicatedAccount({ email: holder.email, firstName, lastName: rest.join(' ') || firstName, phone: holder.phone, preferredBank });
    if (account) await recordAccountAssignment(deps.db, { email: holder.email, account });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, 'a customer could not be given an account number yet: asked again on the next sweep');
    await deps.db.delete(virtualAccounts).where(eq(virtualAccounts.id, asked.id));
  }
}

/**
 * The office asks the provider to ask the bank again for money paid into a customer's own account number on
 * `day` (a customer says they paid and nothing shows): what the bank finds comes as the usual webhook, and
 * the missed-transfers sweep takes it should that be lost too. Refused with the office's words when the
 * customer has no account number or the provider cannot be reached.
 */
export async function requeryOwnAccount(deps: PaymentDeps, email: string, day: string): Promise<{ accountNumber: string }> {
  const [row] = await deps.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.emailKey, emailKeyOf(email)), eq(virtualAccounts.status, 'assigned')));
  if (!row?.accountNumber) throw new HttpError(404, transferMessages.noOwnAccount);
  try {
    await deps.paymentProvider.requeryDedicatedAccount({ accountNumber: row.accountNumber, bankSlug: row.bankSlug || (deps.config.dedicatedAccountsBank ?? ''), day });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, "the bank could not be asked again for a customer's transfers");
    throw new HttpError(502, transferMessages.requeryUnreachable);
  }
  return { accountNumber: row.accountNumber };
}
