/**
 * Invoices and the payments against them, as plain values (invoices.schemas.ts builds the schemas from them).
 */

export const invoiceStatuses = ['draft', 'sent', 'part_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Money is still owed on these. */
export const outstandingStatuses: readonly InvoiceStatus[] = ['sent', 'part_paid', 'overdue'];

export const invoiceViews = ['draft', 'outstanding', 'overdue', 'paid', 'void'] as const;
export type InvoiceView = (typeof invoiceViews)[number];

export const invoiceViewStatuses: Record<InvoiceView, readonly InvoiceStatus[]> = {
  draft: ['draft'],
  outstanding: outstandingStatuses,
  overdue: ['overdue'],
  paid: ['paid'],
  void: ['void'],
};

export const paymentMethods = ['card', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The office records money that came outside the site; card payments come only through the provider. */
export const recordedPaymentMethods = ['bank_transfer', 'cash'] as const;

export const paymentMethodWords: Record<PaymentMethod, string> = { card: 'Card (online)', bank_transfer: 'Bank transfer', cash: 'Cash' };

/**
 * A payment page (a `BWS-` checkout) for a deposit or a balance: open (`pending`), paid, declined, or
 * `closed` because what is owed changed while it was open. Only forward: pending -> success | failed |
 * closed; failed -> success | closed; closed -> success (money taken on a closed page is still recorded).
 */
export const servicePageStatuses = ['pending', 'success', 'failed', 'closed'] as const;
export type ServicePageStatus = (typeof servicePageStatuses)[number];

/** What the office does with a credit: gives it back (a refund) or uses it for another invoice. */
export const creditMoveKinds = ['refund', 'application'] as const;
export type CreditMoveKind = (typeof creditMoveKinds)[number];
/** A card refund waits for the provider (pending -> done | failed, once); the rest are done when recorded. */
export const creditMoveStatuses = ['pending', 'done', 'failed'] as const;
export type CreditMoveStatus = (typeof creditMoveStatuses)[number];
/** `card` goes back through the provider to the card that paid; the others are paid back by the office. */
export const refundMethods = ['card', 'bank_transfer', 'cash', 'credit'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const officeRefundMethods = ['card', 'bank_transfer', 'cash'] as const;

/**
 * A deposit paid after the deposit was already paid (a replaced page paid after all): held as credit and
 * `undecided` until the office keeps it toward the job (then it counts as part payment) or refunds it, once.
 */
export const secondDepositChoices = ['undecided', 'kept', 'refunded'] as const;
export type SecondDepositChoice = (typeof secondDepositChoices)[number];
/** What the office may press: keep or refund. */
export const secondDepositActions = ['keep', 'refund'] as const;
export const secondDepositWords = {
  heading: 'Deposit paid twice',
  keep: 'Keep toward the job',
  refund: 'Refund it',
  kept: 'Kept toward the job',
  refunded: 'Refunded',
} as const;

/** How invoice numbers read: INV-2026-0001, gapless within each year. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** Reminders: this many days before the due date, and once when the day has passed. */
export const dueSoonDays = 3;
export const defaultDueInDays = 14;

export const invoiceMessages = {
  notFound: 'Invoice not found',
  paymentNotFound: 'Payment not found',
  onlyDraftChanges: 'Only a draft invoice can be changed',
  cannotSend: 'A paid or void invoice can no longer be sent',
  sent: 'Invoice sent',
  saved: 'Invoice saved',
  linkInvalid: 'This link is invalid. Please use the latest link we sent you.',
  notPayable: 'This invoice has nothing left to pay',
  notIssued: 'Send the invoice before recording a payment',
  paymentRecorded: 'Payment recorded',
  voided: 'Invoice voided',
  cannotVoid: 'An invoice with payments cannot be voided',
  alreadyVoid: 'This invoice is void',
  dueDatePast: 'The due date must be today or later',
  amountTooLarge: 'The amount is more than the balance due',
  reasonRequired: 'Say why the invoice is voided',
  receivedInFuture: 'The payment cannot be dated in the future',
  paymentCredited: (creditNaira: string) => `Payment recorded; ${creditNaira} of it is more than was owed and is kept as a credit to refund or apply`,
  noCredit: 'There is no credit on this document to refund or apply',
  creditTooSmall: 'The amount is more than the credit on this document',
  noCardToRefund: 'No card payment on this document can take this refund: refund it by bank transfer or cash',
  refundRecorded: 'Refund recorded',
  refundStarted: 'Refund sent to the payment provider',
  refundFailed: 'The payment provider refused the refund; the credit is kept',
  refundUnconfirmed: 'The payment provider could not be reached: the refund stays pending until it confirms or refuses it',
  creditApplied: 'Credit applied',
  otherCustomer: 'Credit can only be applied to an invoice of the same customer',
  notOpenForCredit: 'Credit can only be applied to an issued invoice that still has a balance due',
  sameDocument: 'Choose another invoice to apply the credit to',
  moreThanOwed: 'The amount is more than the balance due on that invoice',
  secondDepositNotFound: 'Deposit paid twice not found',
  secondDepositDecided: 'The office has already chosen what to do with this deposit paid twice',
  secondDepositKept: 'The deposit paid twice is kept toward the job',
  secondDepositMoved: 'This deposit has just moved to the invoice made from the quote: choose again there',
} as const;

/**
 * Where an invoice stands once its payments add up to `paidKobo`: paid in full, or still owed (overdue stays
 * overdue until it is paid). A draft or a void invoice keeps its status whatever comes in.
 */
export function invoiceStatusAfterPayment(current: InvoiceStatus, paidKobo: number, totalKobo: number): InvoiceStatus {
  if (current === 'draft' || current === 'void') return current;
  if (paidKobo >= totalKobo) return 'paid';
  if (current === 'overdue') return 'overdue';
  return paidKobo > 0 ? 'part_paid' : 'sent';
}

/**
 * The lines an invoice made from a booking starts with: the catalogue parts the technician reported using,
 * at the price the shop sold them for then (`unitPrice` in naira). The office may still change or remove them.
 */
export function invoiceLinesOfParts(parts: readonly { name: string; quantity: number; unitPrice: number }[]): { description: string; quantity: number; unitPrice: number }[] {
  return parts.map((part) => ({ description: part.name, quantity: part.quantity, unitPrice: part.unitPrice }));
}
