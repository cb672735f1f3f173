import { smsShareUrl, whatsappShareUrl } from '../../../contracts/quotes';

type Recipient = { customerEmail: string; customerPhone: string };

/**
 * How a sent quote or invoice reaches its customer: the private link as a WhatsApp and an SMS message for the
 * office to send, and by e-mail only to a customer who gave one (a phone is enough to do business).
 */
export function sharingOf(recipient: Recipient, link: string, text: string) {
  return { link, whatsappUrl: whatsappShareUrl(recipient.customerPhone, text), smsUrl: smsShareUrl(recipient.customerPhone, text), mailed: recipient.customerEmail !== '' };
}

/**
 * The e-mail a card payment is made under: Paystack asks one of every payer, so a customer without one pays
 * under the office's address, which then receives Paystack's receipt.
 */
export const payerEmailOf = (customerEmail: string, companyEmail: string): string => customerEmail || companyEmail;

/** The history's note of a sending: to whom it was mailed, or that only its link was shared. */
export function sentNote(recipient: Recipient, again: boolean): string {
  const to = recipient.customerEmail ? `to ${recipient.customerEmail}` : `shared by link with ${recipient.customerPhone}`;
  return again ? `Again, ${to}` : `${to.charAt(0).toUpperCase()}${to.slice(1)}`;
}
