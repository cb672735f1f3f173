import type { InvoiceStatus } from '../../../../contracts/invoices';
import type { QuoteStatus } from '../../../../contracts/quotes';
import { StatusChip, type ChipTone } from '../../../components/back-office/StatusChip';

/** Being written, waiting on the customer, agreed, and closed without work. */
const quoteTones: Record<QuoteStatus, ChipTone> = { draft: 'info', sent: 'warning', viewed: 'warning', accepted: 'success', declined: 'neutral', expired: 'neutral' };

const quoteWords: Record<QuoteStatus, string> = { draft: 'Draft', sent: 'Sent', viewed: 'Viewed', accepted: 'Accepted', declined: 'Declined', expired: 'Expired' };

export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <StatusChip tone={quoteTones[status]}>{quoteWords[status]}</StatusChip>;
}

/** Money owed is waiting; owed past its day is a failure the office must chase. */
const invoiceTones: Record<InvoiceStatus, ChipTone> = { draft: 'info', sent: 'warning', part_paid: 'warning', paid: 'success', overdue: 'danger', void: 'neutral' };

const invoiceWords: Record<InvoiceStatus, string> = { draft: 'Draft', sent: 'Sent', part_paid: 'Part paid', paid: 'Paid', overdue: 'Overdue', void: 'Void' };

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <StatusChip tone={invoiceTones[status]}>{invoiceWords[status]}</StatusChip>;
}
