import { z } from 'zod';

/** A message to a customer's phone that no channel delivered, for the office to call them instead (issue 32). */
export const undeliveredMessageSchema = z.object({
  _id: z.uuid(),
  phone: z.string(),
  /** What it told of ('booking_received', 'visit_reminder', ...) and about what ('booking:<id>'). */
  event: z.string(),
  about: z.string(),
  triedChannels: z.array(z.enum(['whatsapp', 'sms'])),
  lastError: z.string(),
  createdAt: z.string(),
});
export type UndeliveredMessage = z.infer<typeof undeliveredMessageSchema>;

/** The opt-out page's answer: the number (its middle hidden), the channel the link ends, and whether it is ended. */
export const optOutAnswerSchema = z.object({ phone: z.string(), channel: z.enum(['whatsapp', 'sms']), ended: z.boolean() });
export type OptOutAnswer = z.infer<typeof optOutAnswerSchema>;
export const optOutParams = z.object({ token: z.string().max(200) });
