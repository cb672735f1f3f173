import { and, asc, ne, notExists, eq } from 'drizzle-orm';
import { formatDay } from '../../../contracts/lagos-time';
import { transferMessages } from '../../../contracts/transfers';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { askForAccount, requeryOwnAccount, type PaymentDeps } from '../payments';
import { customerMessages } from './customers';
import { virtualAccounts } from '../payments/tables';
import { customers } from './tables';

/** Customers asked about per sweep: the provider is called once for each, outside any request. */
const perSweep = 20;

/** Customers with a phone and an e-mail for whom no account number was asked yet, longest known first. */
async function customersDueAnAccount(db: Database, limit: number) {
  return db
    .select({ name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(ne(customers.emailKey, ''), ne(customers.phoneKey, ''), notExists(db.select({ one: virtualAccounts.id }).from(virtualAccounts).where(eq(virtualAccounts.emailKey, customers.emailKey)))))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(limit);
}

/**
 * When the company has turned them on (PAYSTACK_DEDICATED_ACCOUNTS), each customer with a phone and an
 * e-mail is given an account number of their own to pay into (server/sweeps.ts); the provider answers by webhook.
 */
export async function giveCustomersAccountNumbers(deps: PaymentDeps): Promise<void> {
  const bank = deps.config.dedicatedAccountsBank;
  if (!bank) return;
  for (const holder of await customersDueAnAccount(deps.db, perSweep)) await askForAccount(deps, holder, bank);
}

/** The office asks the bank again for a customer's transfers on `day` (their page's button): answers the office's words. */
export async function requeryCustomersAccount(deps: PaymentDeps, id: string, day: string): Promise<{ message: string }> {
  const [customer] = await deps.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
  if (!customer) throw new HttpError(404, customerMessages.notFound);
  const { accountNumber } = await requeryOwnAccount(deps, customer.email, day);
  return { message: transferMessages.requeryAsked(accountNumber, formatDay(day)) };
}
