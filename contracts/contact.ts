/**
 * What the contact form offers and answers, as plain values: the page shows them before it loads zod
 * (contact.schemas.ts builds the schemas from them).
 */

export const contactSubjects = ['General Inquiry', 'Service Booking', 'Product Support', 'Quotation Request', 'Other'] as const;

export const contactMessages = {
  sent: 'Message Sent',
} as const;

export const inboxMessages = { notFound: 'Message not found' } as const;
