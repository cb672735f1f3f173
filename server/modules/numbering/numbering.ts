import { sql } from 'drizzle-orm';
import { documentNumber } from '../../../contracts/invoices';
import { lagosClock } from '../../../contracts/lagos-time';
import type { Database } from '../../db/client';
import { documentCounters } from './tables';

type DocumentKind = (typeof documentCounters.$inferInsert)['kind'];

const prefixes: Record<DocumentKind, string> = { quote: 'Q', invoice: 'INV', receipt: 'RCT' };

/**
 * The next number of a kind of document in the current Lagos year: 'INV-2026-0001'. Call it inside the
 * transaction that stores the document. The counter's row stays locked until that transaction ends, so
 * servers sharing the database take numbers in turn, and a transaction that rolls back gives its number back:
 * no number is given twice and none is skipped.
 */
export async function nextDocumentNumber(tx: Database, kind: DocumentKind, now: Date = new Date()): Promise<string> {
  const year = Number(lagosClock(now).day.slice(0, 4));
  const [counter] = await tx
    .insert(documentCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.kind, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  if (!counter) throw new Error(`no ${kind} number was given`);
  return documentNumber(prefixes[kind], year, counter.last);
}
