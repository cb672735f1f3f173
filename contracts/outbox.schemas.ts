import { z } from 'zod';
import { outboxMessages } from './outbox';

/** A mail that was not sent: to whom, what, how often it was tried and the provider's last answer. */
export const failedMailSchema = z.object({
  _id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailParams = z.object({ id: z.uuid({ error: outboxMessages.invalidId }) });
