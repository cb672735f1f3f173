import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { hashSecretToken } from './secret-tokens';

/**
 * How a customer reaches a document made out to them (a quote, an invoice): the private link we mailed, or
 * their account, where a document is theirs when it is made out to the account's confirmed e-mail.
 */
export type CustomerAccess = { token: string } | { id: string; email: string };

export function customerAccessWhere(columns: { tokenHash: AnyColumn; id: AnyColumn; email: AnyColumn }, access: CustomerAccess): SQL | undefined {
  return 'token' in access ? eq(columns.tokenHash, hashSecretToken(access.token)) : and(eq(columns.id, access.id), sql`lower(${columns.email}) = lower(${access.email})`);
}
