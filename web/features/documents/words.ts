import type { InvoiceStatus } from '../../../../contracts/invoices';
import type { QuoteStatus } from '../../../../contracts/quotes';
import type { ChipTone } from '../../../components/back-office/StatusChip';

/** How the customer reads where their quote stands. */
export const quoteStatusWords: Record<QuoteStatus, { label: string; tone: ChipTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sent: { label: 'Awaiting your answer', tone: 'warning' },
  viewed: { label: 'Awaiting your answer', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

export const invoiceStatusWords: Record<InvoiceStatus, { label: string; tone: ChipTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sent: { label: 'Awaiting payment', tone: 'warning' },
  part_paid: { label: 'Part paid', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
  void: { label: 'Void', tone: 'neutral' },
};

/** What the customer is told on coming back from the card payment page. */
export const paymentReturnWords = {
  checking: 'Confirming your payment with the card provider...',
  paid: (amount: string) => `Thank you. Your payment of ${amount} has been received.`,
  notPaid: 'Your payment did not go through. Nothing was taken; you can try again.',
  unchecked: 'We could not confirm your payment yet. If money was taken, it will show here within the hour; otherwise you can try again.',
} as const;
