import escapeHtml from 'escape-html';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { formatKobo, nairaOfKobo } from '../../../contracts/money';
import { bankNameOf, bankRefundMessages, type BankRefundStatus } from '../../../contracts/transfers';
import type { BankRefund, BankRefundInput } from '../../../contracts/transfers.schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { sendStoredMails, type QueuedMail } from '../../mail/outbox';
import { PaymentProviderError, PaymentRefusedError, type PayoutStatus } from '../../payments/provider';
import type { PaymentDeps, PayoutReport } from '../payments';
import { insertMove, lockSource, mustHaveCredit, returnCredit, takeCredit } from './credits';
import type { CreditSource } from './credit-moves';
import { bankRefunds, serviceCredits } from './tables';

type BankRefundRow = typeof bankRefunds.$inferSelect;

/** Where each state may be reached from: forward only, and a transfer the bank took may still come back. */
const reachableFrom: Record<Exclude<BankRefundStatus, 'sending'>, readonly BankRefundStatus[]> = {
  otp: ['sending'],
  pending: ['sending', 'otp'],
  success: ['sending', 'otp', 'pending'],
  failed: ['sending', 'otp', 'pending'],
  reversed: ['sending', 'otp', 'pending', 'success'],
};

const sourceOf = (row: BankRefundRow): CreditSource => (row.quoteId ? { quoteId: row.quoteId } : { invoiceId: row.invoiceId ?? '' });

export function toBankRefundJson(row: BankRefundRow): BankRefund {
  return {
    _id: row.id,
    amount: nairaOfKobo(row.amountKobo),
    bankName: bankNameOf(row.bankCode),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findRefund(db: Database, where: { id: string } | { reference: string }): Promise<BankRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(bankRefunds)
    .where('id' in where ? eq(bankRefunds.id, where.id) : eq(bankRefunds.reference, where.reference));
  return row;
}

/** The office is told by mail when money it sent back did not reach the customer, and its credit is back on the document. */
function refundFailedMail(deps: PaymentDeps, tx: Database, row: BankRefundRow, number: string, outcome: 'failed' | 'reversed'): Promise<QueuedMail> {
  const { subject, text } = bankRefundMessages.officeMail({
    amount: formatKobo(row.amountKobo),
    accountName: row.accountName,
    bankName: bankNameOf(row.bankCode),
    accountNumber: row.accountNumber,
    number,
    outcome,
  });
  return deps.notify({ to: deps.config.companyEmail, subject, text, html: `<p>${escapeHtml(text)}</p>` }, { bankRefund: row.id }, tx);
}

/**
 * Moves a refund on to `to`, once and only forward, under its document's lock (the lock order of
 * settlement.ts): received by the bank, its credit move is done; failed or reversed, the credit goes back on
 * the document and the office is mailed. Nothing when it is there already or past it (a replayed webhook).
 */
async function moveRefund(deps: PaymentDeps, id: string, to: PayoutStatus): Promise<void> {
  const found = await findRefund(deps.db, { id });
  if (!found) return;
  const mails = await deps.db.transaction(async (tx) => {
    const locked = await lockSource(tx, sourceOf(found));
    const [moved] = await tx
      .update(bankRefunds)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(bankRefunds.id, id), inArray(bankRefunds.status, [...reachableFrom[to]])))
      .returning();
    if (!moved) return [];
    if (to === 'success') {
      await tx.update(serviceCredits).set({ status: 'done', settledAt: new Date() }).where(eq(serviceCredits.id, moved.creditMoveId));
    }
    if (to !== 'failed' && to !== 'reversed') return [];
    await tx.update(serviceCredits).set({ status: 'failed', settledAt: new Date() }).where(eq(serviceCredits.id, moved.creditMoveId));
    await returnCredit(tx, sourceOf(moved), moved.amountKobo, `Refund of ${formatKobo(moved.amountKobo)} to ${bankNameOf(moved.bankCode)} ${moved.accountNumber} ${to}: the credit is kept`);
    return [await refundFailedMail(deps, tx, moved, locked.number, to)];
  });
  await sendStoredMails(mails);
}

/**
 * Hands a refund still `sending` to the provider: first asks whether it has our reference already (an
 * earlier press whose answer was lost, or another copy's), and only if not makes the recipient and sends
 * the transfer. A refusal fails it (the credit back) unless the provider turns out to have it after all.
 */
async function sendToProvider(deps: PaymentDeps, row: BankRefundRow): Promise<void> {
  const provider = deps.paymentProvider;
  try {
    let status = await provider.transferStatus(row.reference);
    if (!status) {
      const recipientCode = row.recipientCode || (await provider.createTransferRecipient({ name: row.accountName, accountNumber: row.accountNumber, bankCode: row.bankCode })).recipientCode;
      await deps.db.update(bankRefunds).set({ recipientCode }).where(eq(bankRefunds.id, row.id));
      const sent = await provider.sendTransfer({ reference: row.reference, amountKobo: row.amountKobo, recipientCode, reason: `Refund from Brightwire` });
      await deps.db.update(bankRefunds).set({ transferCode: sent.transferCode }).where(eq(bankRefunds.id, row.id));
      status = sent.status;
    }
    await moveRefund(deps, row.id, status);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, reference: row.reference }, 'refund to a bank account not taken by the provider');
    // Not reached: it may have been sent, so it stays `sending` (its credit off the document) until a press finds out.
    if (!(error instanceof PaymentRefusedError)) throw new HttpError(502, bankRefundMessages.sentUnconfirmed);
    // Refused, perhaps as a repeat of a reference it already has: only what it says of that reference decides.
    const kept = await provider.transferStatus(row.reference).catch(() => 'unknown' as const);
    if (kept === 'unknown') throw new HttpError(502, bankRefundMessages.sentUnconfirmed);
    await moveRefund(deps, row.id, kept ?? 'failed');
    if (!kept) throw new HttpError(502, bankRefundMessages.refused);
  }
}

/**
 * The office refunds `amount` of a document's credit to a bank account whose name it has seen. The press's
 * key is the transfer's reference: the first press takes the credit down and writes the refund under the
 * document's lock; every press (this one, a repeat, one on another copy) then moves it on from where it
 * stands, so the money is sent once however often pressed.
 */
export async function refundToBank(deps: PaymentDeps, input: BankRefundInput, recordedBy: string): Promise<BankRefundRow> {
  const source: CreditSource = input.quoteId ? { quoteId: input.quoteId } : { invoiceId: input.invoiceId ?? '' };
  const row =
    (await findRefund(deps.db, { reference: input.key })) ??
    (await deps.db.transaction(async (tx) => {
      const locked = await lockSource(tx, source);
      // Another press with this key may have written it while this one waited for the lock.
      const [pressed] = await tx.select().from(bankRefunds).where(eq(bankRefunds.reference, input.key));
      if (pressed) return pressed;
      mustHaveCredit(locked, input.amount);
      const where = `${bankNameOf(input.bankCode)} ${input.accountNumber}`;
      await takeCredit(tx, source, input.amount, `Refund of ${formatKobo(input.amount)} to ${input.accountName} (${where})`);
      const move = await insertMove(tx, {
        kind: 'refund',
        ...source,
        amountKobo: input.amount,
        method: 'bank_transfer',
        status: 'pending',
        providerReference: input.key,
        note: `To ${input.accountName}, ${where}`,
        recordedBy,
      });
      const [written] = await tx
        .insert(bankRefunds)
        .values({
          reference: input.key,
          creditMoveId: move.id,
          ...source,
          amountKobo: input.amount,
          bankCode: input.bankCode,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          recordedBy,
        })
        .returning();
      if (!written) throw new Error('refund was not stored');
      return written;
    }));
  if (row.status === 'sending') await sendToProvider(deps, row);
  return (await findRefund(deps.db, { id: row.id })) ?? row;
}

/** A refund still `sending` this long after its last change was left by a copy that died, or by an answer lost on the way. */
export const refundSendingGraceMs = 2 * 60 * 1000;
const refundsPerSweep = 20;

/**
 * Refunds to a bank account the provider has not ended: one left `sending` is handed to the provider again
 * (which first asks whether it has our reference, so the money still goes once), one `pending` is asked
 * about for a webhook that never came. The least recently asked go first, so none waits behind one the
 * bank keeps pending; a provider not reached is asked again on the next sweep.
 */
export async function finishBankRefunds(deps: PaymentDeps): Promise<void> {
  const leftSending = and(eq(bankRefunds.status, 'sending'), lt(bankRefunds.updatedAt, new Date(Date.now() - refundSendingGraceMs)));
  const unfinished = await deps.db
    .select()
    .from(bankRefunds)
    .where(and(inArray(bankRefunds.status, ['sending', 'pending']), or(leftSending, eq(bankRefunds.status, 'pending'))))
    .orderBy(sql`${bankRefunds.checkedAt} asc nulls first`, asc(bankRefunds.id))
    .limit(refundsPerSweep);
  for (const row of unfinished) {
    await deps.db.update(bankRefunds).set({ checkedAt: new Date() }).where(eq(bankRefunds.id, row.id));
    try {
      if (row.status === 'sending') {
        await sendToProvider(deps, row);
        continue;
      }
      const status = await deps.paymentProvider.transferStatus(row.reference);
      if (status && status !== 'pending') await moveRefund(deps, row.id, status);
    } catch (error) {
      if (!(error instanceof HttpError || error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, reference: row.reference }, 'a refund to a bank account is not finished yet: asked again on the next sweep');
    }
  }
}

/** The company's OTP for a transfer Paystack holds for it: the refund moves on; a wrong code leaves it waiting. */
export async function confirmRefundOtp(deps: PaymentDeps, id: string, otp: string): Promise<BankRefundRow> {
  const row = await findRefund(deps.db, { id });
  if (!row) throw new HttpError(404, bankRefundMessages.notFound);
  if (row.status !== 'otp') throw new HttpError(409, bankRefundMessages.noOtpWaited);
  try {
    await moveRefund(deps, id, await deps.paymentProvider.finalizeTransfer({ transferCode: row.transferCode, otp }));
  } catch (error) {
    if (error instanceof PaymentRefusedError) throw new HttpError(400, bankRefundMessages.otpRefused);
    if (error instanceof PaymentProviderError) throw new HttpError(502, bankRefundMessages.providerUnreachable);
    throw error;
  }
  return (await findRefund(deps.db, { id })) ?? row;
}

/** The provider's webhook about a transfer we sent: moved on once, whatever order and however often it comes. */
export async function bankRefundReported(deps: PaymentDeps, report: PayoutReport): Promise<void> {
  const row = await findRefund(deps.db, { reference: report.reference });
  if (row) await moveRefund(deps, row.id, report.outcome);
}

/** The name the bank holds an account in, shown to the office before it sends money there. */
export async function resolveBankAccount(deps: PaymentDeps, account: { bankCode: string; accountNumber: string }) {
  try {
    const { accountName } = await deps.paymentProvider.resolveAccount(account);
    return { accountName, bankName: bankNameOf(account.bankCode) };
  } catch (error) {
    if (error instanceof PaymentRefusedError) throw new HttpError(400, bankRefundMessages.accountNotFound);
    if (error instanceof PaymentProviderError) throw new HttpError(502, bankRefundMessages.providerUnreachable);
    throw error;
  }
}

/** A document's refunds to bank accounts, newest first. */
export async function bankRefundsOf(db: Database, source: CreditSource): Promise<BankRefund[]> {
  const rows = await db
    .select()
    .from(bankRefunds)
    .where('quoteId' in source ? eq(bankRefunds.quoteId, source.quoteId) : eq(bankRefunds.invoiceId, source.invoiceId))
    .orderBy(desc(bankRefunds.createdAt), desc(bankRefunds.id));
  return rows.map(toBankRefundJson);
}
