import { z } from 'zod';
import { consentChannels, consentStateNames, consentWays } from './consent';

export const consentRecordSchema = z.object({ state: z.enum(['granted', 'ended', 'withdrawn']), how: z.string(), recordedBy: z.string(), createdAt: z.string() });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const channelConsentSchema = z.object({
  channel: z.enum(consentChannels),
  /** The number (E.164) or address the channel reaches; '' for none. */
  address: z.string(),
  state: z.enum(Object.keys(consentStateNames) as [keyof typeof consentStateNames, ...(keyof typeof consentStateNames)[]]),
  /** Newest first. */
  history: z.array(consentRecordSchema),
});
export type ChannelConsent = z.infer<typeof channelConsentSchema>;

export const consentAnswerSchema = z.object({ channels: z.array(channelConsentSchema) });
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** The office records the customer's consent to marketing on a channel, or ends it (on e-mail: withdraws marketing consent). */
export const consentChangeSchema = z.object({
  channel: z.enum(consentChannels, { error: 'Choose WhatsApp, SMS or e-mail' }),
  change: z.enum(['grant', 'end'], { error: 'Say whether consent is given or the channel ended' }),
  how: z.enum(consentWays, { error: 'Say how the customer told us' }),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;
