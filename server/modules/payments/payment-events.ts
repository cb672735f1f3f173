import { asc, eq } from 'drizzle-orm';
import { nairaOfKobo } from '../../../contracts/money';
import type { PaymentEvent } from '../../../contracts/payments.schemas';
import type { Database } from '../../db/client';
import { paymentEvents } from './tables';

/** What the provider said about a reference, through one of the ways it reaches us. */
export type ProviderReport = { reference: string; status: string; amountKobo: number | null; currency: string | null; message: string };
export type ReportSource = (typeof paymentEvents.$inferInsert)['source'];

/** Every report is kept, whatever it changes, so the office can read a payment's whole story. */
export async function recordPaymentEvent(db: Database, report: ProviderReport, source: ReportSource): Promise<void> {
  await db.insert(paymentEvents).values({
    reference: report.reference,
    source,
    providerStatus: report.status,
    amountKobo: report.amountKobo,
    currency: report.currency,
    message: report.message,
  });
}

/** A reference's reports, oldest first. */
export async function paymentEventsOf(db: Database, reference: string): Promise<PaymentEvent[]> {
  const rows = await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
  return rows.map((row) => ({
    source: row.source,
    status: row.providerStatus,
    amount: row.amountKobo === null ? null : nairaOfKobo(row.amountKobo),
    currency: row.currency ?? '',
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
  }));
}
