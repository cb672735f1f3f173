import { and, asc, eq } from 'drizzle-orm';
import { statementMessages } from '../../../../contracts/statements';
import type { StatementImported, StatementLine, StatementUploadQuery } from '../../../../contracts/statements.schemas';
import { nairaOfKobo } from '../../../../contracts/money';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../errors';
import type { PaymentDeps } from '../../payments';
import { findQuoteRow } from '../../quotes';
import { documentOfNumber } from '../bank-transfers';
import { recordOfficePayment, recordQuoteDeposit, type OfficeMoney, type Recorded } from '../settlement';
import { statementLines } from '../tables';
import { creditLinesOf, rowsOfStatement } from './read-statement';
import { lineFingerprint } from './statement-values';
import { payableDocuments, suggestionFor } from './suggestions';

type StatementLineRow = typeof statementLines.$inferSelect;

export function toStatementLineJson(row: StatementLineRow): StatementLine {
  return {
    _id: row.id,
    postedOn: row.postedOn,
    amount: nairaOfKobo(row.amountKobo),
    narration: row.narration,
    reference: row.reference,
    balance: row.balanceKobo === null ? null : nairaOfKobo(row.balanceKobo),
    status: row.status,
    suggestion: row.matchedBy ? { number: row.suggestedNumber, customerName: row.suggestedCustomer, matchedBy: row.matchedBy } : null,
  };
}

/** Inserted in batches: a year's statement is a few thousand lines, and one statement has a bound on its parameters. */
const linesPerInsert = 500;

/**
 * Reads the company's statement (CSV or XLSX, in `query`'s layout) and keeps each credit line once by its
 * fingerprint, with the document it suggests; a line already kept from this or any earlier file is counted
 * as such and not kept again. Answers the new lines, for the office to confirm.
 */
export async function importStatement(db: Database, file: Buffer, query: StatementUploadQuery): Promise<StatementImported> {
  const read = creditLinesOf(await rowsOfStatement(file), query);
  const payable = await payableDocuments(db);
  const values = read.credits.map((line) => {
    const suggestion = suggestionFor(line, payable);
    return {
      ...line,
      fingerprint: lineFingerprint(line),
      suggestedNumber: suggestion?.number ?? '',
      suggestedCustomer: suggestion?.customerName ?? '',
      matchedBy: suggestion?.matchedBy ?? null,
    };
  });
  const added: StatementLineRow[] = [];
  for (let start = 0; start < values.length; start += linesPerInsert) {
    added.push(
      ...(await db
        .insert(statementLines)
        .values(values.slice(start, start + linesPerInsert))
        .onConflictDoNothing({ target: statementLines.fingerprint })
        .returning()),
    );
  }
  const alreadyImported = values.length - added.length;
  return {
    message: statementMessages.imported(added.length, alreadyImported),
    added: added.length,
    alreadyImported,
    debits: read.debits,
    unreadable: read.unreadable,
    lines: added.sort((a, b) => a.postedOn.localeCompare(b.postedOn)).map(toStatementLineJson),
  };
}

/** The open list stays short (the office works it down); past this many, the oldest are shown first. */
const openShown = 300;

/** Credit lines waiting for the office, oldest first. */
export async function openStatementLines(db: Database): Promise<StatementLine[]> {
  const rows = await db.select().from(statementLines).where(eq(statementLines.status, 'open')).orderBy(asc(statementLines.postedOn), asc(statementLines.id)).limit(openShown);
  return rows.map(toStatementLineJson);
}

/**
 * The office confirms a line on the document `number` (the suggestion or its own choice): recorded exactly
 * as the Record payment button records a transfer (recordOfficePayment, or recordQuoteDeposit on a quote not
 * yet invoiced; their lock, their receipt), with the line moved to confirmed in the same transaction under
 * that lock: once, however often pressed and on however many copies.
 */
export async function confirmStatementLine(deps: PaymentDeps, id: string, number: string, confirmedBy: string): Promise<StatementLine> {
  const [line] = await deps.db.select().from(statementLines).where(eq(statementLines.id, id));
  if (!line) throw new HttpError(404, statementMessages.lineNotFound);
  if (line.status !== 'open') throw new HttpError(409, statementMessages.alreadyConfirmed);
  const document = await documentOfNumber(deps.db, number);
  const money: OfficeMoney = {
    amount: line.amountKobo,
    method: 'bank_transfer',
    receivedOn: line.postedOn,
    note: `Bank statement: ${[line.reference, line.narration].filter(Boolean).join(' ')}`.slice(0, 500),
  };
  const confirm: Recorded = async (tx: Database, payment) => {
    const moved = await tx
      .update(statementLines)
      .set({ status: 'confirmed', paymentId: payment.id, confirmedBy, confirmedAt: new Date() })
      .where(and(eq(statementLines.id, id), eq(statementLines.status, 'open')))
      .returning({ id: statementLines.id });
    if (moved.length === 0) throw new HttpError(409, statementMessages.alreadyConfirmed);
  };
  if ('invoiceId' in document) await recordOfficePayment(deps, document.invoiceId, money, confirmedBy, confirm);
  else {
    // A quote invoiced since: its money is the invoice's, as a deposit page's is.
    const { invoiceId } = await findQuoteRow(deps.db, document.quoteId);
    if (invoiceId) await recordOfficePayment(deps, invoiceId, money, confirmedBy, confirm);
    else await recordQuoteDeposit(deps, document.quoteId, money, confirmedBy, confirm);
  }
  const [after] = await deps.db.select().from(statementLines).where(eq(statementLines.id, id));
  return toStatementLineJson(after ?? line);
}
