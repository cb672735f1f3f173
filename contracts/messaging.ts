/**
 * The shared values of messages to customers by WhatsApp and SMS (issue 32): a phone number as the
 * providers take it, and the rules an SMS's words must keep to.
 */

/** The answers of the providers' webhooks (API.md "Messages"). */
export const messagingMessages = {
  badSignature: 'Invalid signature',
  received: 'Received',
} as const;

/** Why a typed number cannot be messaged, written once for the forms and the server. */
export const phoneRefusals = {
  empty: 'Enter a phone number',
  notAPhoneNumber: 'A phone number has only digits, spaces, +, - and brackets',
  notNigerian: 'Only Nigerian numbers (+234) can get our SMS and WhatsApp messages',
  wrongLength: 'A Nigerian mobile number has 11 digits, such as 0803 123 4567',
  notMobile: 'This is not a Nigerian mobile number: they start with 070, 080, 081, 090 or 091',
} as const;

export type PhoneReading = { ok: true; e164: string } | { ok: false; reason: (typeof phoneRefusals)[keyof typeof phoneRefusals] };

/** The significant ten digits of a Nigerian mobile number start 70, 80, 81, 90 or 91 (MTN, Airtel, Glo, 9mobile). */
const mobileDigits = /^[789][01]\d{8}$/;

/**
 * A Nigerian mobile number however it was typed ('0803 123 4567', '+234 803 123 4567', '2348031234567',
 * '(0803) 123-4567', '803 123 4567', '+234 (0) 803 123 4567', '00234...') in E.164, '+2348031234567', the one
 * form WhatsApp and Termii take and the one the office's records are matched by. Only mobiles: a landline
 * gets neither SMS nor WhatsApp.
 */
export function nigerianPhoneE164(typed: string): PhoneReading {
  const text = typed.trim();
  if (text === '') return { ok: false, reason: phoneRefusals.empty };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, reason: phoneRefusals.notAPhoneNumber };
  // '+234 (0) 803...' writes the trunk 0 that the international form drops.
  const digits = text.replace(/\(0\)/, '').replace(/\D/g, '');
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : undefined;
  if (international !== undefined && !international.startsWith('234')) return { ok: false, reason: phoneRefusals.notNigerian };
  const afterCountry = international?.slice(3) ?? /^234(0?\d{10})$/.exec(digits)?.[1];
  // A trunk 0 kept after the country code ('+234 0803...') is a common slip, read as meant.
  const national = afterCountry === undefined ? digits.replace(/^0/, '') : afterCountry.replace(/^0(?=\d{10}$)/, '');
  if (national.length !== 10) return { ok: false, reason: phoneRefusals.wrongLength };
  if (!mobileDigits.test(national)) return { ok: false, reason: phoneRefusals.notMobile };
  return { ok: true, e164: `+234${national}` };
}

/** The number as the providers' APIs take it: E.164 without the '+' ('2348031234567'). */
export function providerPhoneDigits(e164: string): string {
  return e164.replace(/^\+/, '');
}

/**
 * GSM 03.38, the alphabet every phone reads in 7 bits: its basic table, and the extension table whose
 * characters each take two (an escape, then the character). One character outside both, a '₦' or a curly
 * apostrophe, sends the whole message as UCS-2, at 70 characters a page instead of 160.
 */
const gsmBasic = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const gsmExtension = new Set('\f^{}\\[~]|€');

export type TextEncoding = 'GSM-7' | 'UCS-2';
export type TextMessagePages = { encoding: TextEncoding; pages: number; units: number };

const pageSizes: Record<TextEncoding, { alone: number; joined: number }> = {
  'GSM-7': { alone: 160, joined: 153 },
  'UCS-2': { alone: 70, joined: 67 },
};

export function isGsm7(text: string): boolean {
  for (const character of text) if (!gsmBasic.has(character) && !gsmExtension.has(character)) return false;
  return true;
}

/**
 * How an SMS goes out, as the networks bill it: its encoding, its length in that encoding's units (septets,
 * or UTF-16 code units), and its pages. One page holds 160 septets (70 in UCS-2); a longer message is sent in
 * pages of 153 (67), the rest carrying the header that joins them. A two-unit character (an extension
 * character, or an emoji's surrogate pair) is never split across pages, so a page may hold one unit less.
 * An empty text is no pages: nothing is sent.
 */
export function textMessagePages(text: string): TextMessagePages {
  const encoding: TextEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const widths = [...text].map((character) => (encoding === 'GSM-7' ? (gsmExtension.has(character) ? 2 : 1) : character.length));
  const units = widths.reduce((sum, width) => sum + width, 0);
  const size = pageSizes[encoding];
  if (units === 0) return { encoding, pages: 0, units };
  if (units <= size.alone) return { encoding, pages: 1, units };
  let pages = 1;
  let filled = 0;
  for (const width of widths) {
    if (filled + width > size.joined) {
      pages += 1;
      filled = 0;
    }
    filled += width;
  }
  return { encoding, pages, units };
}

/**
 * An amount for an SMS: 'NGN 12,500', or 'NGN 12,500.50' with kobo. Never '₦', which is not in GSM-7 and
 * would make the message UCS-2 at 70 characters a page. Takes kobo, as every amount is kept.
 */
export function textMessageNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`kobo must be a whole number, not ${kobo}`);
  const magnitude = Math.abs(kobo);
  const whole = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = magnitude % 100 === 0 ? '' : `.${String(magnitude % 100).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}NGN ${whole}${fraction}`;
}

/** Whether a message is sent because of something the customer booked or bought, or to sell to them (NDPA 2023). */
export type MessageCategory = 'transactional' | 'marketing';

/** The phone channels a message to a customer may take, in the order they are tried. */
export type PhoneChannel = 'whatsapp' | 'sms';

/** The office's words for what a message told of (its `event`), on the Undelivered Messages page. */
export const messageEventWords: Record<string, string> = {
  booking_received: 'Booking received',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_change_received: 'Booking moved by the customer',
  visit_moved: 'Visit moved',
  technician_changed: 'New technician',
  visit_reinstated: 'Booking back on',
  visit_reminder: 'Reminder the day before',
  technician_on_the_way: 'Technician on the way',
  visit_done: 'Visit done, thank you',
  quote_sent: 'Quote link',
  invoice_sent: 'Invoice link',
  invoice_due_soon: 'Invoice due soon',
  invoice_overdue: 'Invoice overdue',
  quote_expiring: 'Quote about to expire',
  payment_received: 'Payment receipt',
  order_paid: 'Order paid',
  order_processing: 'Order being prepared',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
};

/** The channels' names as the office reads them. */
export const phoneChannelNames: Record<PhoneChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** The Undelivered Messages page's words. */
export const undeliveredWords = {
  lead: 'Messages to customers that no channel delivered: WhatsApp and SMS refused them, reported them undelivered, or were down for a day. Call the customer instead.',
  none: 'Every message to a customer was delivered or is still on its way.',
  failure: 'The undelivered messages could not be loaded.',
} as const;

/** What the opt-out page says (API.md "Messages": the opt-out link in a message ends that channel for that number). */
export const optOutWords = {
  lead: 'Press the button to get no more SMS from us on this number. Messages about your bookings and orders will still reach you by WhatsApp or e-mail where you have them.',
  button: 'Stop SMS to this number',
  ended: 'Done: we will send no more SMS to this number.',
  unknownLink: 'This link is not one of ours. Reply STOP to our SMS instead.',
  failure: 'We could not read this link.',
} as const;
