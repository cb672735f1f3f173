/**
 * The office's conversation with a customer by WhatsApp and SMS (issue 32 item 6): the words the reply form
 * and the server use, written once.
 */

/** How long a customer's WhatsApp message lets the business answer with free text (Meta's customer service window). */
export const whatsAppWindowMs = 24 * 60 * 60 * 1000;

export const replyTexts = {
  queued: 'Reply queued: it goes out in a moment',
  alreadyQueued: 'This reply was sent already',
  channelEnded: 'The customer ended this channel: nothing is sent there until they give consent again',
  windowOpen: (closesAt: string) =>
    `The customer wrote on WhatsApp in the last 24 hours, so your words go to them as you write them. The window closes at ${closesAt}; after that WhatsApp lets us send only an approved template.`,
  windowClosed: 'The customer has not written on WhatsApp in the last 24 hours, so WhatsApp lets us send only a template Meta approved: your words go inside the "message_reply" template, as shown.',
  sms: 'Your words go by SMS as you write them: 160 characters make one page (70 with characters such as ₦ or emoji), and each page is paid for.',
  noPhone: 'This customer has no mobile number we can message',
} as const;

export const conversationTexts = {
  empty: 'No messages with this customer yet',
  earlier: 'Earlier messages',
  automatic: 'Sent by the system',
} as const;

/** The channels the office can answer on; kept out of the schemas so the reply form loads without zod. */
export const replyChannels = ['whatsapp', 'sms'] as const;

export const conversationChannelNames = { form: 'Contact form', whatsapp: 'WhatsApp', sms: 'SMS' } as const;

export const conversationStateNames = {
  received: 'Received',
  queued: 'Waiting to go',
  sent: 'Sent',
  failed: 'Not delivered',
  withheld: 'Not sent: the customer ended this channel',
} as const;
