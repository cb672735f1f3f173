import { company } from '../../contracts/company';
import { paymentMethodWords, secondDepositWords, type PaymentMethod } from '../../contracts/invoices';
import { formatDay } from '../../contracts/lagos-time';
import { formatKobo, formatNaira } from '../../contracts/money';
import type { CompanyBilling } from '../../contracts/money.schemas';
import type { VirtualAccount } from '../../contracts/customers.schemas';
import { customerContact } from '../../contracts/quotes';
import type { CustomerQuote } from '../../contracts/quotes.schemas';
import { composeMail } from './layout';
import type { MailAttachment } from './transport';

/** Mails of service work: quotes, their answers, invoices, receipts and reminders. */

/**
 * Where to pay by bank transfer: the customer's own account number when they have one (a transfer into it
 * settles their documents by itself, issue 33), else the company's, quoting the document's number; nothing
 * while neither is set.
 */
function bankTransferLines(billing: CompanyBilling, number: string, ownAccount: VirtualAccount | null = null): string[] {
  if (ownAccount) {
    return [
      `To pay by bank transfer, pay into your own account number: ${ownAccount.bankName}, account name ${ownAccount.accountName}, account number ${ownAccount.accountNumber}. It is yours alone, so no reference is needed.`,
    ];
  }
  const bank = billing.bankTransfer;
  if (!bank) return [];
  return [`To pay by bank transfer: ${bank.bank}, account name ${bank.accountName}, account number ${bank.accountNumber}. Please quote ${number} as the reference.`];
}

type SentQuote = { number: string; customerName: string; customerEmail: string; title: string; validUntil: string };

export function quoteMail(quote: SentQuote, link: string, billing: CompanyBilling, ownAccount: VirtualAccount | null = null) {
  return composeMail(quote.customerEmail, `Your quote ${quote.number} from ${company.name}`, `Hello ${quote.customerName},`, [
    `Here is our quote ${quote.number} for ${quote.title}. It is valid until ${formatDay(quote.validUntil)}.`,
    'Open it to read every item, choose any optional extras and accept it, or tell us if it is not right for you:',
    { link, label: 'Open my quote' },
    ...bankTransferLines(billing, quote.number, ownAccount),
    'Questions? Reply to this e-mail or call us.',
  ]);
}

/** Days before a quote's last valid day: the customer is reminded, with the same link. */
export function quoteExpiringMail(quote: SentQuote, link: string) {
  return composeMail(quote.customerEmail, `Your quote ${quote.number} ends soon`, `Hello ${quote.customerName},`, [
    `A reminder that our quote ${quote.number} for ${quote.title} is valid until ${formatDay(quote.validUntil)}.`,
    'Open it to accept it, or tell us if it is not right for you:',
    { link, label: 'Open my quote' },
    'Questions? Reply to this e-mail or call us.',
  ]);
}

/** The office is told a quote passed its day unanswered, to call the customer or write a new one. */
export function quoteExpiredMail(to: string, quote: SentQuote & { customerPhone: string }, officeLink: string) {
  return composeMail(to, `Quote ${quote.number} expired unanswered: ${quote.customerName}`, 'A quote has expired without an answer.', [
    `Customer: ${customerContact({ name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone })}`,
    `Quote: ${quote.number}, ${quote.title}, valid until ${formatDay(quote.validUntil)}`,
    'Call the customer, or copy the quote into a new one if the work is still wanted.',
    { link: officeLink, label: 'Open the quote' },
  ]);
}

export function quoteAnsweredMail(to: string, quote: CustomerQuote, officeLink: string) {
  const accepted = quote.status === 'accepted';
  const subject = accepted ? `Quote ${quote.number} accepted by ${quote.acceptedName}: ${formatNaira(quote.total)}` : `Quote ${quote.number} declined by ${quote.customer.name}`;
  return composeMail(to, subject, accepted ? 'A customer has accepted a quote.' : 'A customer has declined a quote.', [
    `Customer: ${customerContact(quote.customer)}`,
    `Quote: ${quote.number}, ${quote.title}`,
    ...(accepted
      ? [`Total accepted: ${formatNaira(quote.total)}`, ...(quote.deposit > 0 ? [`Deposit asked: ${formatNaira(quote.deposit)} (${quote.depositPercent}%)`] : [])]
      : [`Reason: ${quote.declineReason}`]),
    { link: officeLink, label: 'Open the quote' },
  ]);
}

export function quoteAcceptedMail(quote: CustomerQuote, billing: CompanyBilling) {
  return composeMail(quote.customer.email, `Quote ${quote.number} accepted: thank you`, `Hello ${quote.customer.name},`, [
    `Thank you for accepting quote ${quote.number} for ${quote.title}, ${formatNaira(quote.total)} in all.`,
    ...(quote.deposit > 0
      ? [
          `A deposit of ${formatNaira(quote.deposit)} (${quote.depositPercent}%) is due before we start. You can pay it by card from the quote's page, or by bank transfer.`,
          ...bankTransferLines(billing, quote.number),
        ]
      : []),
    'We will call you to schedule the work.',
  ]);
}

type IssuedInvoice = { number: string; customerName: string; customerEmail: string; title: string; totalKobo: number; paidKobo: number; dueDate: string };

const balanceLine = (invoice: IssuedInvoice) =>
  invoice.paidKobo > 0
    ? `Total ${formatKobo(invoice.totalKobo)}, paid so far ${formatKobo(invoice.paidKobo)}, balance due ${formatKobo(invoice.totalKobo - invoice.paidKobo)} by ${formatDay(invoice.dueDate)}.`
    : `Amount due: ${formatKobo(invoice.totalKobo)} by ${formatDay(invoice.dueDate)}.`;

export function invoiceMail(invoice: IssuedInvoice, link: string, pdf: MailAttachment, billing: CompanyBilling, ownAccount: VirtualAccount | null = null) {
  return {
    ...composeMail(invoice.customerEmail, `Invoice ${invoice.number} from ${company.name}`, `Hello ${invoice.customerName},`, [
      `Please find attached invoice ${invoice.number} for ${invoice.title}.`,
      balanceLine(invoice),
      'You can pay by card online, or by bank transfer quoting the invoice number:',
      { link, label: 'View and pay my invoice' },
      ...bankTransferLines(billing, invoice.number, ownAccount),
    ]),
    attachments: [pdf],
  };
}

export function invoiceReminderMail(invoice: IssuedInvoice, link: string, kind: 'due_soon' | 'overdue', billing: CompanyBilling, ownAccount: VirtualAccount | null = null) {
  const subject = kind === 'due_soon' ? `Reminder: invoice ${invoice.number} is due on ${formatDay(invoice.dueDate)}` : `Invoice ${invoice.number} is overdue`;
  return composeMail(invoice.customerEmail, subject, `Hello ${invoice.customerName},`, [
    kind === 'due_soon'
      ? `A friendly reminder that invoice ${invoice.number} for ${invoice.title} is due on ${formatDay(invoice.dueDate)}.`
      : `Invoice ${invoice.number} for ${invoice.title} was due on ${formatDay(invoice.dueDate)} and is not yet fully paid.`,
    balanceLine(invoice),
    { link, label: 'View and pay my invoice' },
    ...bankTransferLines(billing, invoice.number, ownAccount),
    'If you have paid already, thank you, and please ignore this e-mail.',
  ]);
}

type ReceivedPayment = {
  receiptNumber: string;
  /** What was taken, what it settled on the document, and what was beyond what was owed (kept as credit). */
  amountKobo: number;
  settledKobo: number;
  creditKobo: number;
  method: PaymentMethod;
  forWhat: string;
  /** The document it paid and what is still owed on it now. */
  number: string;
  kind: 'quote' | 'invoice';
  balanceKobo: number;
  /** A deposit paid after the deposit was already paid: all of it held until the office keeps or refunds it. */
  paidTwice: boolean;
};

/** What the money did, in the customer's words: settled, kept as credit, still owed. */
function settledLines(payment: ReceivedPayment): string[] {
  const credit = payment.paidTwice
    ? [`Your deposit had already been paid, so this payment paid it twice. We will keep the ${formatKobo(payment.amountKobo)} toward the job or refund it, and let you know which.`]
    : payment.creditKobo === 0
      ? []
      : payment.settledKobo > 0
        ? [
            `${formatKobo(payment.settledKobo)} of it settled ${payment.number}; the other ${formatKobo(payment.creditKobo)} is more than was owed and is kept as a credit on ${payment.number}. We will refund it, or use it for another invoice if you ask.`,
          ]
        : [
            `Nothing was owed on ${payment.number} when it came in, so all ${formatKobo(payment.creditKobo)} is kept as a credit on ${payment.number}. We will refund it, or use it for another invoice if you ask.`,
          ];
  const standing =
    payment.kind === 'quote'
      ? []
      : payment.balanceKobo > 0
        ? [`Balance still due: ${formatKobo(payment.balanceKobo)}.`]
        : payment.creditKobo > 0
          ? [`Nothing more is owed on ${payment.number}.`]
          : ['The invoice is now paid in full.'];
  return [...credit, ...standing];
}

export function receiptMail(to: string, name: string, payment: ReceivedPayment, pdf: MailAttachment, billing: CompanyBilling) {
  return {
    ...composeMail(to, `Receipt ${payment.receiptNumber}: ${formatKobo(payment.amountKobo)} received`, `Hello ${name},`, [
      `Thank you. We have received ${formatKobo(payment.amountKobo)} (${paymentMethodWords[payment.method]}) for ${payment.forWhat}.`,
      ...settledLines(payment),
      ...(payment.kind === 'invoice' && payment.balanceKobo > 0 ? bankTransferLines(billing, payment.number) : []),
      `Your receipt ${payment.receiptNumber} is attached.`,
    ]),
    attachments: [pdf],
  };
}

export function paymentReceivedMail(to: string, customer: { name: string; email: string }, payment: ReceivedPayment, officeLink: string) {
  if (payment.paidTwice) return depositPaidTwiceMail(to, customer, payment, officeLink);
  const credit = payment.creditKobo > 0 ? ` (${formatKobo(payment.creditKobo)} to refund or apply)` : '';
  return composeMail(to, `Payment received: ${formatKobo(payment.amountKobo)} for ${payment.forWhat}${credit}`, 'Money has come in for service work.', [
    `Customer: ${customer.name}${customer.email ? ` <${customer.email}>` : ''}`,
    `Receipt: ${payment.receiptNumber}, ${paymentMethodWords[payment.method]}`,
    `Settled: ${formatKobo(payment.settledKobo)}`,
    ...(payment.creditKobo > 0 ? [`More than was owed, kept as credit to refund or apply: ${formatKobo(payment.creditKobo)}`] : []),
    ...(payment.kind === 'invoice' ? [`Balance still due: ${formatKobo(payment.balanceKobo)}`] : []),
    { link: officeLink, label: 'Open it' },
  ]);
}

/** The office told of a deposit paid twice: nothing is counted until they keep it toward the job or refund it. */
function depositPaidTwiceMail(to: string, customer: { name: string; email: string }, payment: ReceivedPayment, officeLink: string) {
  return composeMail(to, `Deposit paid twice: ${formatKobo(payment.amountKobo)} for ${payment.forWhat}`, 'A deposit was paid after the deposit had already been paid.', [
    `Customer: ${customer.name}${customer.email ? ` <${customer.email}>` : ''}`,
    `Receipt: ${payment.receiptNumber}, ${paymentMethodWords[payment.method]}`,
    `Held as credit until you choose: ${formatKobo(payment.creditKobo)}`,
    `Open ${payment.number} and choose "${secondDepositWords.keep}" (it then counts as part payment) or "${secondDepositWords.refund}".`,
    { link: officeLink, label: 'Open it' },
  ]);
}
