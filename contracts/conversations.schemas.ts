import { z } from 'zod';
import { inboxChannels } from './contact.schemas';
import { replyChannels } from './conversations';

/**
 * One message of a customer's conversation: what they sent (the contact form, WhatsApp or SMS) or what we
 * sent them (the messages the system tells of their bookings and orders, and the office's replies).
 */
export const conversationEntrySchema = z.object({
  _id: z.string(),
  direction: z.enum(['in', 'out']),
  /** Null while a message of ours waits for its channel. */
  channel: z.enum(inboxChannels).nullable(),
  body: z.string(),
  state: z.enum(['received', 'queued', 'sent', 'failed', 'withheld']),
  /** The office account that wrote a reply; '' for the customer's messages and the system's. */
  by: z.string(),
  createdAt: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

/** What the reply form needs to say how a reply will go, for one number. */
export const replyOptionsSchema = z.object({
  phone: z.string(),
  whatsapp: z.object({
    open: z.boolean(),
    kind: z.enum(['text', 'template']),
    lastMessageAt: z.string().nullable(),
    windowClosesAt: z.string().nullable(),
  }),
  sms: z.object({ open: z.boolean() }),
});
export type ReplyOptions = z.infer<typeof replyOptionsSchema>;

export const replyOptionsQuery = z.object({ phone: z.string({ error: 'Give the phone number' }).trim().min(1, 'Give the phone number').max(30, 'Give the phone number') });

/** The office's reply: `key` is made once by the form, so pressing Send twice sends one reply. */
export const replyRequestSchema = z.object({
  phone: z.string({ error: 'Give the phone number' }).trim().min(1, 'Give the phone number').max(30, 'Give the phone number'),
  channel: z.enum(replyChannels, { error: 'Choose WhatsApp or SMS' }),
  body: z.string({ error: 'Write the reply' }).trim().min(1, 'Write the reply').max(1000, 'A reply must be at most 1000 characters'),
  name: z.string().trim().max(100).optional().default(''),
  key: z.string({ error: 'The form lost its key: reload the page' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'The form lost its key: reload the page'),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

export const replyAnswerSchema = z.object({ reply: conversationEntrySchema, message: z.string() });
