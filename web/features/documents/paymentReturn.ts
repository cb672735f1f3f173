import { formatNaira } from '../../../contracts/money';
import type { ServicePaymentChecked } from '../../../contracts/payments.schemas';

/** What the customer is told on coming back from the card payment page. */
export const paymentReturnWords = {
  checking: 'Confirming your payment with the card provider...',
  paid: (amount: string) => `Thank you. Your payment of ${amount} has been received.`,
  notPaid: 'Your payment did not go through. Nothing was taken; you can try again.',
  unchecked: 'We could not confirm your payment yet. If money was taken, it will show here within the hour; otherwise you can try again.',
} as const;

/**
 * What the page says on the customer's return; `replaced` when the page they paid on had closed because what
 * is owed changed and nothing was taken: the page then offers what is owed now.
 */
export type PaymentReturn = { tone: 'info' | 'success' | 'failure'; text: string; replaced?: boolean } | undefined;

/**
 * The words for a checked payment: the server's own when the page was replaced, some of the money went to a
 * credit (they say what it settled and what is kept) or a deposit was paid twice, ours for the plain cases.
 */
export function paymentReturnOf(checked: ServicePaymentChecked): NonNullable<PaymentReturn> {
  if (checked.status === 'replaced') return { tone: 'info', text: checked.message, replaced: true };
  if (checked.status === 'success') return { tone: 'success', text: checked.credited > 0 || checked.paidTwice ? checked.message : paymentReturnWords.paid(formatNaira(checked.amount)) };
  return { tone: 'failure', text: checked.status === 'pending' ? paymentReturnWords.unchecked : paymentReturnWords.notPaid };
}
