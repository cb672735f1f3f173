import { desc } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import { balanceKobo, nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { samePerson, type PersonKeys } from '../../lists/search';
import { invoices } from './tables';

/** A person's newest invoices, by their e-mail or phone, and the credit they hold, for the Customers page. */
export async function invoicesOfPerson(db: Database, person: PersonKeys, take: number): Promise<{ invoices: CustomerDetail['invoices']; creditKobo: number }> {
  const rows = await db
    .select()
    .from(invoices)
    .where(samePerson({ email: invoices.customerEmail, phone: invoices.customerPhone }, person))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(take);
  return {
    invoices: rows.map((invoice) => ({
      _id: invoice.id,
      number: invoice.number,
      title: invoice.title,
      status: invoice.status,
      total: nairaOfKobo(invoice.totalKobo),
      balance: nairaOfKobo(balanceKobo(invoice)),
      createdAt: invoice.createdAt.toISOString(),
    })),
    creditKobo: rows.reduce((sum, invoice) => sum + invoice.creditKobo, 0),
  };
}
