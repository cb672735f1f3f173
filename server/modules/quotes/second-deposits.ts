import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { nairaOfKobo } from '../../../contracts/money';
import type { SecondDeposit } from '../../../contracts/quotes.schemas';
import type { Database } from '../../db/client';
import { servicePayments } from '../invoices/tables';

/** The deposits of a quote (or of the quote an invoice was made from) paid after the deposit was already paid, oldest first. */
export async function secondDepositsOf(db: Database, of: { quoteId: string } | { invoiceId: string }): Promise<SecondDeposit[]> {
  const rows = await db
    .select()
    .from(servicePayments)
    .where(and('quoteId' in of ? eq(servicePayments.quoteId, of.quoteId) : eq(servicePayments.invoiceId, of.invoiceId), isNotNull(servicePayments.paidTwice)))
    .orderBy(asc(servicePayments.receivedAt), asc(servicePayments.id));
  return rows.map((row) => ({
    paymentId: row.id,
    receiptNumber: row.receiptNumber,
    amount: nairaOfKobo(row.amountKobo),
    receivedAt: row.receivedAt.toISOString(),
    choice: row.paidTwice ?? 'undecided',
  }));
}
