import { and, desc, eq } from 'drizzle-orm';
import type { MessageCategory, PhoneChannel as Channel } from '../../../contracts/messaging';
import type { Database } from '../../db/client';
import type { ProviderReport } from '../../messaging/webhook-reports';
import { channelConsents } from './tables';

/** The words that end a channel, as the networks' and Meta's opt-out keywords (case and spaces aside). */
const stopWords = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPT OUT', 'OPTOUT']);

export const isStopWord = (text: string) => stopWords.has(text.trim().replace(/\s+/g, ' ').toUpperCase());

const channelOfProvider = { whatsapp: 'whatsapp', termii: 'sms' } as const;

/** "STOP" sent on a channel ends that channel for that number at once, recorded with when and how. */
export async function endChannelsAskedToStop(db: Database, reports: ProviderReport[]): Promise<void> {
  for (const report of reports) {
    if (report.kind !== 'inbound' || !isStopWord(report.text)) continue;
    const channel = channelOfProvider[report.provider];
    await db.insert(channelConsents).values({ phone: report.from, channel, state: 'ended', how: `stop-${channel}` });
  }
}

/**
 * The channels a message of this category may go on to this number, in the order given: never one the number
 * ended; for marketing, only one with recorded consent.
 */
export async function channelsAllowed(db: Database, phone: string, category: MessageCategory, channels: Channel[]): Promise<Channel[]> {
  const allowed: Channel[] = [];
  for (const channel of channels) {
    const [latest] = await db
      .select({ state: channelConsents.state })
      .from(channelConsents)
      .where(and(eq(channelConsents.phone, phone), eq(channelConsents.channel, channel)))
      .orderBy(desc(channelConsents.createdAt), desc(channelConsents.id))
      .limit(1);
    if (latest?.state === 'ended') continue;
    if (category === 'marketing' && latest?.state !== 'granted') continue;
    allowed.push(channel);
  }
  return allowed;
}
