/**
 * Quotes for service work, as plain values: what a quote may be, the words the customer and the office read,
 * and the limits the forms show before any schema loads (quotes.schemas.ts builds the schemas from them).
 */
import { internationalPhoneDigits } from './phones';

export const quoteStatuses = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Sent or opened, and not yet answered: the customer still has a word to say. */
export const awaitingAnswer: readonly QuoteStatus[] = ['sent', 'viewed'];

export const quoteViews = ['draft', 'awaiting', 'accepted', 'closed'] as const;
export type QuoteView = (typeof quoteViews)[number];

/** Which statuses each tab of the office's Quotes list shows. */
export const quoteViewStatuses: Record<QuoteView, readonly QuoteStatus[]> = {
  draft: ['draft'],
  awaiting: awaitingAnswer,
  accepted: ['accepted'],
  closed: ['declined', 'expired'],
};

/** How long a new quote (or a copy of one) stays open unless the office says otherwise. */
export const quoteValidForDays = 30;

/** The customer is mailed this many days before their quote's last valid day, once. */
export const expiryReminderDays = 3;

export const quoteLimits = {
  lines: 100,
  descriptionMax: 500,
  quantityMax: 10_000,
  textMax: 4000,
  titleMax: 200,
  reasonMax: 1000,
  /** A quote stays open for at most a year. */
  validForDaysMax: 366,
  /** Price list lines offered at once, of services and of products each: a few to pick from, never the whole list. */
  priceListOffered: 12,
} as const;

export const quoteMessages = {
  notFound: 'Quote not found',
  onlyDraftChanges: 'Only a draft quote can be changed',
  answered: 'This quote has already been answered',
  cannotSend: 'An answered quote can no longer be sent',
  linkInvalid: 'This link is invalid. Please use the latest link we sent you.',
  expired: 'This quote has expired. Please ask us for a new one.',
  accepted: 'Thank you. Your acceptance has been recorded and we will call you to schedule the work.',
  declined: 'Thank you for letting us know.',
  sent: 'Quote sent',
  saved: 'Quote saved',
  nameToAccept: 'Type your full name to accept the quote',
  reasonToDecline: 'Please tell us why you are declining',
  unknownOption: 'Choose only the optional items of this quote',
  notAccepted: 'Only an accepted quote can be scheduled, invoiced or paid',
  noDeposit: 'This quote asks no deposit',
  depositPaid: 'The deposit has already been paid',
  depositAfterInvoice: 'This quote has been invoiced: please pay the invoice',
  jobScheduled: 'Job scheduled',
  alreadyScheduled: 'A job has already been scheduled for this quote',
  alreadyInvoiced: 'This quote has already been invoiced',
  validUntilPast: 'The quote must stay valid until today or later',
  validUntilTooFar: 'A quote can stay valid for at most a year',
  totalTooLarge: 'The total must be at most ₦10,000,000,000',
  sourceMessageNotFound: 'Message not found',
  sourceBookingNotFound: 'Booking not found',
  depositRecorded: 'Deposit recorded',
  depositOnInvoice: 'This quote has been invoiced: record the payment on its invoice',
  copied: 'Quote copied',
  priceItemAdded: 'Added to the price list',
  priceItemRemoved: 'Removed from the price list',
  priceItemNotFound: 'Price list item not found',
} as const;

/** What the customer is told on the phone and in the mail: the link opens the quote. */
export function quoteShareText(quote: { number: string; customerName: string; title: string }, link: string, companyName: string): string {
  return `Hello ${quote.customerName}, here is your quote ${quote.number} from ${companyName} for ${quote.title}. You can read it, choose options and accept it here: ${link}`;
}

/**
 * A WhatsApp share link with the text ready: wa.me with the customer's number in international form when it
 * reads as a Nigerian one (0803… or +234 803…), otherwise the office picks the chat.
 */
export function whatsappShareUrl(phone: string, text: string): string {
  return `https://wa.me/${internationalPhoneDigits(phone) ?? ''}?text=${encodeURIComponent(text)}`;
}

/** An SMS (sms:) link with the text ready, to the customer's number as typed when it does not read as Nigerian. */
export function smsShareUrl(phone: string, text: string): string {
  const international = internationalPhoneDigits(phone);
  const to = international ? `+${international}` : phone.replace(/[^\d+]/g, '');
  return `sms:${to}?body=${encodeURIComponent(text)}`;
}

/** How the office's notes name a customer: 'Ada Obi <ada@example.com>, 0803…', or without the e-mail they lack. */
export const customerContact = (customer: { name: string; email: string; phone: string }): string => `${customer.name}${customer.email ? ` <${customer.email}>` : ''}, ${customer.phone}`;
