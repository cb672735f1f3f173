import type { InvoiceStatus } from '../../../contracts/invoices';
import type { QuoteStatus } from '../../../contracts/quotes';
import { StatusChip, type ChipTone } from '../../components/back-office/StatusChip';

/** A document's state in words and the chip's colour, as one reader sees it. */
export type StatusWords = { label: string; tone: ChipTone };

/**
 * Where a quote stands. The office: being written, waiting on the customer, agreed, and closed without work.
 * The customer: whether their answer is awaited.
 */
export const quoteStatusWords: Record<'office' | 'customer', Record<QuoteStatus, StatusWords>> = {
  office: {
    draft: { label: 'Draft', tone: 'info' },
    sent: { label: 'Sent', tone: 'warning' },
    viewed: { label: 'Viewed', tone: 'warning' },
    accepted: { label: 'Accepted', tone: 'success' },
    declined: { label: 'Declined', tone: 'neutral' },
    expired: { label: 'Expired', tone: 'neutral' },
  },
  customer: {
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Awaiting your answer', tone: 'warning' },
    viewed: { label: 'Awaiting your answer', tone: 'warning' },
    accepted: { label: 'Accepted', tone: 'success' },
    declined: { label: 'Declined', tone: 'neutral' },
    expired: { label: 'Expired', tone: 'neutral' },
  },
};

/** Where an invoice stands: money owed is waiting; owed past its day is a failure the office must chase. */
export const invoiceStatusWords: Record<'office' | 'customer', Record<InvoiceStatus, StatusWords>> = {
  office: {
    draft: { label: 'Draft', tone: 'info' },
    sent: { label: 'Sent', tone: 'warning' },
    part_paid: { label: 'Part paid', tone: 'warning' },
    paid: { label: 'Paid', tone: 'success' },
    overdue: { label: 'Overdue', tone: 'danger' },
    void: { label: 'Void', tone: 'neutral' },
  },
  customer: {
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Awaiting payment', tone: 'warning' },
    part_paid: { label: 'Part paid', tone: 'info' },
    paid: { label: 'Paid', tone: 'success' },
    overdue: { label: 'Overdue', tone: 'danger' },
    void: { label: 'Void', tone: 'neutral' },
  },
};

/** Where a quote or an invoice stands, as a chip in the reader's words. */
export function DocumentStatusChip({ status }: { status: StatusWords }) {
  return <StatusChip tone={status.tone}>{status.label}</StatusChip>;
}
