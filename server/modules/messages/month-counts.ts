import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerMessages } from './tables';

export type ChannelCount = { messages: number; segments: number };

/**
 * Messages sent to customers' phones between two instants, by the channel that carried them, with the SMS pages
 * the networks bill (a WhatsApp message is billed as one): read on the index of `sent_at`, so the month's rows only.
 */
export async function phoneMessagesSentBetween(db: Database, from: Date, to: Date): Promise<{ whatsapp: ChannelCount; sms: ChannelCount }> {
  const rows = await db
    .select({ channel: customerMessages.channel, messages: sql<number>`count(*)::int`, pages: sql<number>`coalesce(sum(${customerMessages.pages}), 0)::int` })
    .from(customerMessages)
    .where(and(gte(customerMessages.sentAt, from), lt(customerMessages.sentAt, to), isNotNull(customerMessages.channel)))
    .groupBy(customerMessages.channel);
  const of = (channel: 'whatsapp' | 'sms') => rows.find((row) => row.channel === channel);
  const whatsapp = of('whatsapp')?.messages ?? 0;
  return { whatsapp: { messages: whatsapp, segments: whatsapp }, sms: { messages: of('sms')?.messages ?? 0, segments: of('sms')?.pages ?? 0 } };
}
