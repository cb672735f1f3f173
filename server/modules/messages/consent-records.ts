import { desc, eq, and } from 'drizzle-orm';
import type { ConsentChannel } from '../../../contracts/consent';
import type { ChannelConsent, ConsentChange, ConsentRecord } from '../../../contracts/consent.schemas';
import { emailKey } from '../../../contracts/customers';
import { nigerianPhoneE164 } from '../../../contracts/messaging';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { consentTexts } from '../../../contracts/consent';
import { channelConsents, emailConsents } from './tables';

/**
 * The customer page's consent switches (issue 32 item 5): each channel's state and its history, newest first,
 * and the office's record of what the customer said by phone, in person or in writing. The phone channels'
 * words are the very rows consent.ts reads before anything is sent, so a channel the office ends gets nothing
 * from then on; e-mail's is marketing consent only, as mail about a booking or order rests on it.
 */
export type Reachable = { phone: string; email: string };

const historyShown = 20;

async function phoneHistory(db: Database, phone: string, channel: 'whatsapp' | 'sms'): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(channelConsents)
    .where(and(eq(channelConsents.phone, phone), eq(channelConsents.channel, channel)))
    .orderBy(desc(channelConsents.createdAt), desc(channelConsents.id))
    .limit(historyShown);
  return rows.map((row) => ({ state: row.state, how: row.how, recordedBy: row.recordedBy, createdAt: row.createdAt.toISOString() }));
}

async function emailHistory(db: Database, email: string): Promise<ConsentRecord[]> {
  const rows = await db.select().from(emailConsents).where(eq(emailConsents.email, email)).orderBy(desc(emailConsents.createdAt), desc(emailConsents.id)).limit(historyShown);
  return rows.map((row) => ({ state: row.state, how: row.how, recordedBy: row.recordedBy, createdAt: row.createdAt.toISOString() }));
}

const stateOf = (history: ConsentRecord[]): ChannelConsent['state'] => {
  const latest = history[0]?.state;
  return latest === 'granted' ? 'granted' : latest === 'ended' ? 'ended' : 'transactional';
};

export async function consentOf(db: Database, person: Reachable): Promise<ChannelConsent[]> {
  const phone = nigerianPhoneE164(person.phone);
  const email = emailKey(person.email);
  const phoneChannel = async (channel: 'whatsapp' | 'sms'): Promise<ChannelConsent> => {
    if (!phone.ok) return { channel, address: '', state: 'unreachable', history: [] };
    const history = await phoneHistory(db, phone.e164, channel);
    return { channel, address: phone.e164, state: stateOf(history), history };
  };
  const emailChannel = async (): Promise<ChannelConsent> => {
    if (!email) return { channel: 'email', address: '', state: 'unreachable', history: [] };
    const history = await emailHistory(db, email);
    return { channel: 'email', address: email, state: stateOf(history), history };
  };
  return Promise.all([phoneChannel('whatsapp'), phoneChannel('sms'), emailChannel()]);
}

/** Records the office's change of one channel; answers the sentence for the screen. */
export async function recordConsent(db: Database, person: Reachable, change: ConsentChange, recordedBy: string): Promise<string> {
  const channel: ConsentChannel = change.channel;
  if (channel === 'email') {
    const email = emailKey(person.email);
    if (!email) throw new HttpError(400, consentTexts.noEmail);
    await db.insert(emailConsents).values({ email, state: change.change === 'grant' ? 'granted' : 'withdrawn', how: change.how, recordedBy });
    return change.change === 'grant' ? consentTexts.recorded : consentTexts.withdrawn;
  }
  const phone = nigerianPhoneE164(person.phone);
  if (!phone.ok) throw new HttpError(400, consentTexts.noPhone);
  await db.insert(channelConsents).values({ phone: phone.e164, channel, state: change.change === 'grant' ? 'granted' : 'ended', how: change.how, recordedBy });
  return change.change === 'grant' ? consentTexts.recorded : consentTexts.ended;
}
