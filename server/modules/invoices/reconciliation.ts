import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { lagosDateTime, lagosDayStart, nextLagosDay } from '../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../contracts/money';
import { moneyChannels, reconciliationWords, type MoneyChannel } from '../../../contracts/transfers';
import type { Reconciliation } from '../../../contracts/transfers.schemas';
import type { Database } from '../../db/client';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { revenueKoboBetween } from '../orders';
import { quotes } from '../quotes/tables';
import { bankTransfers, invoices, servicePayments, statementLines } from './tables';

/**
 * A payment's channel: placed from a customer's own account number, confirmed from the statement, by card,
 * or recorded by the office. Written with the tables' names: drizzle leaves a column of the query's own
 * table unqualified, which inside the subqueries would name theirs.
 */
const channelOfPayment = sql<MoneyChannel>`case
  when exists (select 1 from bank_transfers where bank_transfers.payment_id = service_payments.id) then 'virtual_account'
  when exists (select 1 from statement_lines where statement_lines.payment_id = service_payments.id) then 'statement'
  when service_payments.method = 'card' then 'card'
  else 'recorded' end`;

const receivedOn = (day: string) => and(gte(servicePayments.receivedAt, lagosDayStart(day)), lt(servicePayments.receivedAt, lagosDayStart(nextLagosDay(day))));
const paidOn = (day: string) => and(gte(bankTransfers.paidAt, lagosDayStart(day)), lt(bankTransfers.paidAt, lagosDayStart(nextLagosDay(day))));

async function transfersOf(db: Database, day: string, status: 'unmatched' | 'received') {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, kobo: sql<string>`coalesce(sum(${bankTransfers.amountKobo}), 0)` })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.status, status), paidOn(day)));
  return { count: row?.count ?? 0, amount: nairaOfKobo(Number(row?.kobo ?? 0)) };
}

/**
 * A Lagos day's money in, by channel: what came in, what of it settled what was owed, and what was kept as
 * credit; the shop's card orders of the day beside (settled as they are paid); and what is left to place:
 * unmatched transfers, transfers reported but not yet placed, and statement lines of the day not confirmed.
 */
export async function dayReconciliation(db: Database, day: string): Promise<Reconciliation> {
  const channel = channelOfPayment;
  const [byChannel, shopKobo, unmatched, unplaced, [unconfirmed]] = await Promise.all([
    db
      .select({ channel, count: sql<number>`count(*)::int`, kobo: sql<string>`sum(${servicePayments.amountKobo})`, creditKobo: sql<string>`sum(${servicePayments.creditKobo})` })
      .from(servicePayments)
      .where(receivedOn(day))
      // By the first column's position: an expression holding subqueries is not matched to itself.
      .groupBy(sql`1`),
    revenueKoboBetween(db, day, nextLagosDay(day)),
    transfersOf(db, day, 'unmatched'),
    transfersOf(db, day, 'received'),
    db
      .select({ count: sql<number>`count(*)::int`, kobo: sql<string>`coalesce(sum(${statementLines.amountKobo}), 0)` })
      .from(statementLines)
      .where(and(eq(statementLines.status, 'open'), eq(statementLines.postedOn, day))),
  ]);
  const channels = moneyChannels.map((name) => {
    if (name === 'shop') return { channel: name, label: reconciliationWords.channels.shop, count: null, received: nairaOfKobo(shopKobo), settled: nairaOfKobo(shopKobo), credited: 0 };
    const row = byChannel.find((each) => each.channel === name);
    const kobo = Number(row?.kobo ?? 0);
    const creditKobo = Number(row?.creditKobo ?? 0);
    return {
      channel: name,
      label: reconciliationWords.channels[name],
      count: row?.count ?? 0,
      received: nairaOfKobo(kobo),
      settled: nairaOfKobo(kobo - creditKobo),
      credited: nairaOfKobo(creditKobo),
    };
  });
  const sum = (pick: (line: (typeof channels)[number]) => number) => nairaOfKobo(channels.reduce((total, line) => total + Math.round(pick(line) * 100), 0));
  return {
    date: day,
    channels,
    received: sum((line) => line.received),
    settled: sum((line) => line.settled),
    credited: sum((line) => line.credited),
    outstanding: [
      { kind: 'unmatched', label: reconciliationWords.outstanding.unmatched, ...unmatched },
      { kind: 'unplaced', label: reconciliationWords.outstanding.unplaced, ...unplaced },
      { kind: 'unconfirmed', label: reconciliationWords.outstanding.unconfirmed, count: unconfirmed?.count ?? 0, amount: nairaOfKobo(Number(unconfirmed?.kobo ?? 0)) },
    ],
  };
}

/** A line of the day's export: a payment with its channel, or money still to place. */
export type ReconciliationLine = { sortAt: string; id: string; cells: (string | number)[] };

export const reconciliationCsvHeader = ['Received', 'Channel', 'Status', 'Receipt or reference', 'Document', 'Customer or sender', 'Amount (₦)', 'Settled (₦)', 'Credited (₦)', 'Note'];

const byTimeThenId = [
  { column: servicePayments.receivedAt, type: 'timestamptz' as const },
  { column: servicePayments.id, type: 'uuid' as const },
];

/** The day's payments with their channel, oldest first, read a page at a time for the streamed export. */
export function reconciliationPayments(db: Database, day: string): ReadAfter<ReconciliationLine> {
  return async (after, take) => {
    const rows = await db
      .select({
        payment: servicePayments,
        channel: channelOfPayment,
        number: sql<string>`coalesce(${invoices.number}, ${quotes.number}, '')`,
        customer: sql<string>`coalesce(${invoices.customerName}, ${quotes.customerName}, '')`,
        sortAt: sql<string>`${servicePayments.receivedAt}::text`,
      })
      .from(servicePayments)
      .leftJoin(invoices, eq(invoices.id, servicePayments.invoiceId))
      .leftJoin(quotes, eq(quotes.id, servicePayments.quoteId))
      .where(and(receivedOn(day), after ? afterKey(byTimeThenId, after, 'asc') : undefined))
      .orderBy(asc(servicePayments.receivedAt), asc(servicePayments.id))
      .limit(take);
    return rows.map(({ payment, channel, number, customer, sortAt }) => ({
      sortAt,
      id: payment.id,
      cells: [
        lagosDateTime(payment.receivedAt),
        reconciliationWords.channels[channel],
        'Settled',
        payment.receiptNumber,
        number,
        customer,
        nairaOfKobo(payment.amountKobo).toFixed(2),
        nairaOfKobo(payment.amountKobo - payment.creditKobo).toFixed(2),
        nairaOfKobo(payment.creditKobo).toFixed(2),
        payment.note,
      ],
    }));
  };
}

export const reconciliationKey = (line: ReconciliationLine): SortKey => [line.sortAt, line.id];

/** The day's money still to place, after its payments in the export: unmatched or unplaced transfers, unconfirmed statement lines. */
export async function* outstandingLinesOf(db: Database, day: string): AsyncGenerator<(string | number)[]> {
  const transfers = await db
    .select()
    .from(bankTransfers)
    .where(and(sql`${bankTransfers.status} in ('unmatched', 'received')`, paidOn(day)))
    .orderBy(asc(bankTransfers.paidAt), asc(bankTransfers.id));
  for (const transfer of transfers) {
    const status = transfer.status === 'unmatched' ? reconciliationWords.outstanding.unmatched : reconciliationWords.outstanding.unplaced;
    yield [
      lagosDateTime(transfer.paidAt),
      reconciliationWords.channels.virtual_account,
      status,
      transfer.reference,
      '',
      transfer.senderName,
      nairaOfKobo(transfer.amountKobo).toFixed(2),
      '0.00',
      '0.00',
      transfer.narration,
    ];
  }
  const lines = await db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.status, 'open'), eq(statementLines.postedOn, day)))
    .orderBy(asc(statementLines.id));
  for (const line of lines) {
    yield [
      line.postedOn,
      reconciliationWords.channels.statement,
      reconciliationWords.outstanding.unconfirmed,
      line.reference,
      line.suggestedNumber,
      line.suggestedCustomer,
      nairaOfKobo(line.amountKobo).toFixed(2),
      '0.00',
      '0.00',
      line.narration,
    ];
  }
}
