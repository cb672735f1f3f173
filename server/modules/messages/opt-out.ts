import { and, desc, eq } from 'drizzle-orm';
import { optOutWords } from '../../../contracts/messaging';
import type { OptOutAnswer } from '../../../contracts/messaging.schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { phoneOfOptOutToken } from './opt-out-links';
import { channelConsents } from './tables';

/**
 * The opt-out link an SMS carries (NDPA 2023): a page that ends SMS for the number it was sent to, recorded as
 * "STOP" is ('link'). Its token is the number and a signature by the server's secret, so nobody can end another
 * number's messages by guessing. Opening the link only shows the page: link previews and virus scanners open
 * links too, so the customer's press of its button ends the channel, at once.
 */
/** The number shown with its middle hidden: the customer knows it is theirs, a passer-by learns little. */
const maskedPhone = (e164: string) => `${e164.slice(0, 7)} *** ${e164.slice(-4)}`;

function phoneOfToken(secret: string, token: string): string {
  const phone = phoneOfOptOutToken(secret, token);
  if (!phone) throw new HttpError(404, optOutWords.unknownLink);
  return phone;
}

async function smsEnded(db: Database, phone: string): Promise<boolean> {
  const [latest] = await db
    .select({ state: channelConsents.state })
    .from(channelConsents)
    .where(and(eq(channelConsents.phone, phone), eq(channelConsents.channel, 'sms')))
    .orderBy(desc(channelConsents.createdAt), desc(channelConsents.id))
    .limit(1);
  return latest?.state === 'ended';
}

export async function optOutStanding(db: Database, secret: string, token: string): Promise<OptOutAnswer> {
  const phone = phoneOfToken(secret, token);
  return { phone: maskedPhone(phone), channel: 'sms', ended: await smsEnded(db, phone) };
}

/** Ends SMS for the link's number, once however often it is pressed. */
export async function optOut(db: Database, secret: string, token: string): Promise<OptOutAnswer> {
  const phone = phoneOfToken(secret, token);
  if (!(await smsEnded(db, phone))) await db.insert(channelConsents).values({ phone, channel: 'sms', state: 'ended', how: 'link' });
  return { phone: maskedPhone(phone), channel: 'sms', ended: true };
}
