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
