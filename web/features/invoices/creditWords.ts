import { outstandingStatuses, type CreditMoveStatus, type RefundMethod } from '../../../contracts/invoices';
import type { CreditMove, Invoice, ServicePayment } from '../../../contracts/invoices.schemas';
import { formatNaira } from '../../../contracts/money';

const refundWays: Record<RefundMethod, string> = { card: 'to the card that paid', bank_transfer: 'by bank transfer', cash: 'in cash', credit: 'as credit' };

/** Where a refund stands, in the office's words: a card refund waits on the provider, and a refused one gives the credit back. */
export const creditMoveStatusWords: Record<CreditMoveStatus, string> = {
  pending: 'Pending: waiting for the payment provider to confirm',
  done: 'Done',
  failed: 'Failed: the payment provider refused it and the credit was kept',
};

/** One line for a move of credit: what left, how, and where it went. */
export function creditMoveSummary(move: CreditMove): string {
  if (move.kind === 'application') return `${formatNaira(move.amount)} of credit from ${move.fromNumber} applied to invoice ${move.toNumber}`;
  return `Refund of ${formatNaira(move.amount)} ${refundWays[move.method]}`;
}

/**
 * The invoices a credit can pay: issued, with a balance due, made out to the same customer (the server's rule,
 * by e-mail, in any case), and not the document the credit is on. The list's search is wider than the e-mail.
 */
export function invoicesOpenForCredit(invoices: readonly Invoice[], customerEmail: string, sourceId: string): Invoice[] {
  const email = customerEmail.toLowerCase();
  return invoices.filter((invoice) => invoice._id !== sourceId && invoice.customer.email.toLowerCase() === email && outstandingStatuses.includes(invoice.status) && invoice.balance > 0);
}

/** The ways the office can give credit back, as its refund form offers them. */
export const refundMethodChoices: Record<'card' | 'bank_transfer' | 'cash', string> = {
  card: 'To the card that paid (through the payment provider)',
  bank_transfer: 'Bank transfer, made by the office',
  cash: 'Cash, paid by the office',
};

/** What confirming a refund will do, said before it is done. */
export function refundConsequence(method: keyof typeof refundMethodChoices, amount: string): string {
  if (method === 'card')
    return `The payment provider is asked to send ${amount} back to the card that paid. The refund shows as pending until the provider confirms it; if it refuses, the credit is kept.`;
  return `This records that the office has paid ${amount} back ${refundWays[method]}. The credit goes down by that much; nothing is sent to the payment provider.`;
}

/** What a payment did: what it settled of what was owed, and what was beyond it and went to the credit. */
export function paymentEffect(payment: Pick<ServicePayment, 'settled' | 'credited'>): string {
  if (payment.credited <= 0) return `Settled ${formatNaira(payment.settled)}`;
  if (payment.settled <= 0) return `Settled nothing; ${formatNaira(payment.credited)} credited (refund due)`;
  return `Settled ${formatNaira(payment.settled)}; ${formatNaira(payment.credited)} credited (refund due)`;
}
