/**
 * A customer's word on each channel (NDPA 2023; issue 32 item 5): transactional messages rest on the booking
 * or order; marketing needs recorded consent (when, how, which channel); an ended phone channel gets nothing.
 */

export const consentChannels = ['whatsapp', 'sms', 'email'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export const consentChannelNames: Record<ConsentChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' };

/** How the customer gave their word, as the office records it. */
export const consentWays = ['phone', 'in-person', 'writing'] as const;
export type ConsentWay = (typeof consentWays)[number];

/** Each way a word was recorded, as the history reads ('stop-sms' and 'link' are the customer's own). */
export const consentWayNames: Record<string, string> = {
  phone: 'by phone',
  'in-person': 'in person',
  writing: 'in writing',
  'stop-whatsapp': 'by sending STOP on WhatsApp',
  'stop-sms': 'by sending STOP by SMS',
  link: 'by the opt-out link',
  office: 'by the office',
};

export const consentStateNames = {
  unreachable: 'No address',
  transactional: 'Bookings and orders only',
  granted: 'Marketing allowed',
  ended: 'Ended: nothing is sent',
} as const;
export type ConsentState = keyof typeof consentStateNames;

export const consentTexts = {
  recorded: 'Consent recorded',
  ended: 'Channel ended',
  withdrawn: 'Marketing consent withdrawn',
  transactional: 'Messages about their bookings and orders go on every open channel: they rest on the booking or order itself. Marketing goes only where consent is recorded.',
  emailAlways: 'E-mail about a booking, order, quote or invoice always goes; ending e-mail withdraws marketing consent.',
  noPhone: 'This customer has no mobile number to message',
  noEmail: 'This customer has no e-mail address',
} as const;
