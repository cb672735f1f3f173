import { z } from 'zod';
import { contactSubjects } from './contact';
import { phonePattern } from './person';
import { searchFilter } from './lists.schemas';
import { optionalEmailField } from './person.schemas';

export const contactRequestSchema = z.object({
  name: z.string({ error: 'Name is Required' }).trim().min(1, 'Name is Required').min(5, 'Name must be atleast 5 charcters').max(100, 'Name must be at most 100 characters'),
  phone: z
    .string({ error: 'phone is Required' })
    .trim()
    .min(1, 'phone is Required')
    .min(10, 'Phone Number must be atleast 10 charcters')
    .max(20, 'Phone Number must be at most 20 characters')
    .regex(phonePattern, 'Phone Number can only hold digits, spaces, brackets, dashes and a leading +'),
  email: optionalEmailField,
  subject: z
    .union([z.enum(contactSubjects), z.literal('')], { error: 'Choose one of the subjects' })
    .optional()
    .default(''),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
  /** A field people never see; automated form fillers do, and fill it. */
  website: z.string().max(500).optional(),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;

/** Where a message came from: the site's contact form, or the customer's WhatsApp or SMS (API.md "Messages"). */
export const inboxChannels = ['form', 'whatsapp', 'sms'] as const;
export type InboxChannel = (typeof inboxChannels)[number];

/**
 * A message as the admin inbox shows it. `channel` and `customerId` (the Customers page's record of the
 * sender, null while none matches) were added with WhatsApp and SMS; the rest is the form's shape as published.
 */
export const inboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
  channel: z.enum(inboxChannels),
  customerId: z.string().nullable(),
});

export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxMessageParams = z.object({ id: z.uuid({ error: 'Invalid message id' }) });

export const handledChangeSchema = z.object({ handled: z.boolean({ error: 'Say whether the message is handled' }) });

/** The inbox's tab (unhandled or handled messages) and a name, phone or e-mail to find. */
export const inboxFiltersSchema = z.object({
  handled: z.enum(['true', 'false'], { error: 'handled is true or false' }).optional(),
  q: searchFilter,
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;
