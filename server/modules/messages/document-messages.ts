import { formatDay } from '../../../contracts/lagos-time';
import { textMessageNaira } from '../../../contracts/messaging';
import { customerTexts } from '../../../contracts/messaging-texts';
import type { VirtualAccount } from '../../../contracts/customers.schemas';
import type { CustomerMessage, TemplateName } from './telling';

/**
 * The link to a quote or an invoice, sent to the customer's phone when the office sends the document (issue
 * 32): a phone-only customer gets it without the office copying it into WhatsApp. Each sending is a message of
 * its own (`sentAt`), as each sending by e-mail is a mail. Amounts are in kobo, written 'NGN', never '₦'.
 */
type Document = { id: string; number: string; customerName: string; customerPhone: string; totalKobo: number; sentAt: Date };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The plain template, or for a customer with an account number of their own its variant that says where to transfer. */
function toPayBy(plain: TemplateName, ownAccountVariant: TemplateName, values: string[], ownAccount: VirtualAccount | null) {
  if (!ownAccount) return { template: plain, values };
  return { template: ownAccountVariant, values: [...values, ownAccount.accountNumber, ownAccount.bankName, ownAccount.accountName] };
}

export function quoteLinkMessage(quote: Document & { validUntil: string }, link: string, ownAccount: VirtualAccount | null = null): CustomerMessage {
  const amount = textMessageNaira(quote.totalKobo);
  const validUntil = formatDay(quote.validUntil);
  return {
    phone: quote.customerPhone,
    category: 'transactional',
    event: 'quote_sent',
    about: `quote:${quote.id}:${quote.sentAt.toISOString()}`,
    ...toPayBy('quoteLink', 'quoteLinkOwnAccount', [firstName(quote.customerName), quote.number, amount, link, validUntil], ownAccount),
    smsText: customerTexts.quoteLink({ number: quote.number, amount, link, validUntil }),
  };
}

export function invoiceLinkMessage(invoice: Document & { dueDate: string }, link: string, ownAccount: VirtualAccount | null = null): CustomerMessage {
  const amount = textMessageNaira(invoice.totalKobo);
  const dueDate = formatDay(invoice.dueDate);
  return {
    phone: invoice.customerPhone,
    category: 'transactional',
    event: 'invoice_sent',
    about: `invoice:${invoice.id}:${invoice.sentAt.toISOString()}`,
    ...toPayBy('invoiceLink', 'invoiceLinkOwnAccount', [firstName(invoice.customerName), invoice.number, amount, link, dueDate], ownAccount),
    smsText: customerTexts.invoiceLink({ number: invoice.number, amount, link, dueDate }),
  };
}

/** An invoice still owed as its due date nears, or once it has passed: what is left, and the link to pay it. */
export function invoiceReminderMessage(
  invoice: { id: string; number: string; customerName: string; customerPhone: string; balanceKobo: number; dueDate: string },
  link: string,
  kind: 'due_soon' | 'overdue',
  ownAccount: VirtualAccount | null = null,
): CustomerMessage {
  const balance = textMessageNaira(invoice.balanceKobo);
  const dueDate = formatDay(invoice.dueDate);
  const words = { number: invoice.number, balance, dueDate, link };
  const common = { phone: invoice.customerPhone, category: 'transactional' as const, about: `invoice:${invoice.id}` };
  if (kind === 'due_soon') {
    return {
      ...common,
      event: 'invoice_due_soon',
      ...toPayBy('invoiceDueSoon', 'invoiceDueSoonOwnAccount', [firstName(invoice.customerName), invoice.number, balance, dueDate, link], ownAccount),
      smsText: customerTexts.invoiceDueSoon(words),
    };
  }
  return {
    ...common,
    event: 'invoice_overdue',
    ...toPayBy('invoiceOverdue', 'invoiceOverdueOwnAccount', [firstName(invoice.customerName), invoice.number, dueDate, balance, link], ownAccount),
    smsText: customerTexts.invoiceOverdue(words),
  };
}

/** A quote not yet answered whose last day is near. */
export function quoteExpiringMessage(quote: { id: string; number: string; customerName: string; customerPhone: string; validUntil: string }, link: string): CustomerMessage {
  const validUntil = formatDay(quote.validUntil);
  return {
    phone: quote.customerPhone,
    category: 'transactional',
    event: 'quote_expiring',
    about: `quote:${quote.id}`,
    template: 'quoteExpiring',
    values: [firstName(quote.customerName), quote.number, validUntil, link],
    smsText: customerTexts.quoteExpiring({ number: quote.number, validUntil, link }),
  };
}

/** The receipt of a payment on a quote (its deposit) or an invoice, with the document's page, card or transfer alike. */
export function paymentReceiptMessage(payment: { id: string; customerName: string; customerPhone: string; amountKobo: number; number: string }, link: string): CustomerMessage {
  const amount = textMessageNaira(payment.amountKobo);
  return {
    phone: payment.customerPhone,
    category: 'transactional',
    event: 'payment_received',
    about: `payment:${payment.id}`,
    template: 'paymentReceipt',
    values: [firstName(payment.customerName), amount, payment.number, link],
    smsText: customerTexts.paymentReceipt({ amount, number: payment.number, link }),
  };
}
