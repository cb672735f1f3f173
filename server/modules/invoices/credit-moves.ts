import { asc, eq, inArray, or } from 'drizzle-orm';
import type { CreditMove } from '../../../contracts/invoices.schemas';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { invoices, serviceCredits } from './tables';
import { findQuoteRow } from '../quotes';
import type { CreditMoveRow } from './invoice-json';

export type CreditSource = { quoteId: string } | { invoiceId: string };

/** The refunds of a document's credit and the credit applied from or to it, oldest first, with the documents' numbers. */
export async function creditMovesOf(db: Database, of: CreditSource): Promise<CreditMove[]> {
  const rows = await db
    .select()
    .from(serviceCredits)
    .where('quoteId' in of ? eq(serviceCredits.quoteId, of.quoteId) : or(eq(serviceCredits.invoiceId, of.invoiceId), eq(serviceCredits.toInvoiceId, of.invoiceId)))
    .orderBy(asc(serviceCredits.createdAt), asc(serviceCredits.id));
  if (rows.length === 0) return [];
  const invoiceIds = [...new Set(rows.flatMap((row) => [row.invoiceId, row.toInvoiceId]).filter((id): id is string => id !== null))];
  const numbers = new Map(
    (invoiceIds.length > 0 ? await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, invoiceIds)) : []).map((row) => [row.id, row.number]),
  );
  const quoteId = rows.find((row) => row.quoteId)?.quoteId;
  if (quoteId) numbers.set(quoteId, (await findQuoteRow(db, quoteId)).number);
  return rows.map((row) => toCreditMoveJson(row, numbers));
}

export function toCreditMoveJson(row: CreditMoveRow, numbers: Map<string, string>): CreditMove {
  return {
    _id: row.id,
    kind: row.kind,
    amount: nairaOfKobo(row.amountKobo),
    method: row.method,
    status: row.status,
    fromNumber: numbers.get(row.invoiceId ?? row.quoteId ?? '') ?? '',
    toNumber: row.toInvoiceId ? (numbers.get(row.toInvoiceId) ?? '') : '',
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
