import { and, desc, eq } from 'drizzle-orm';
import type { ConversationEntry } from '../../../contracts/conversations.schemas';
import type { Database } from '../../db/client';
import { sortableTime, type MergedRow } from '../../lists/merge';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { samePerson, type PersonKeys } from '../../lists/search';
import type { ProviderReport } from '../../messaging/webhook-reports';
import type { CustomerDirectory } from '../../app-deps';
import { contactMessages } from './tables';

type Inbound = Extract<ProviderReport, { kind: 'inbound' }>;
const channelOfProvider = { whatsapp: 'whatsapp', termii: 'sms' } as const;

/**
 * A customer's WhatsApp message or SMS lands in the inbox beside the form's (issue 32 item 6), from their number
 * in E.164, under the name WhatsApp gives them (or the number). The provider's message id is unique in the inbox,
 * so a webhook the provider repeats stores it once. A number the directory does not know starts a record there,
 * as a visitor's form does; the inbox then threads the message with it by the number's key.
 */
export async function receivePhoneMessages(db: Database, directory: CustomerDirectory, reports: ProviderReport[]): Promise<void> {
  for (const report of reports.filter((each): each is Inbound => each.kind === 'inbound')) {
    const name = report.name?.trim() || report.from;
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({ name, phone: report.from, message: report.text, channel: channelOfProvider[report.provider], providerMessageId: report.providerMessageId })
        .onConflictDoNothing()
        .returning({ id: contactMessages.id });
      if (stored) await directory.noteVisitor(tx, { name, email: '', phone: report.from });
    });
  }
}

/** When the number's last WhatsApp message came: it opens the 24-hour window for free-form answers. */
export async function lastWhatsAppMessageAt(db: Database, phone: string): Promise<Date | undefined> {
  const [last] = await db
    .select({ at: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.phone, phone), eq(contactMessages.channel, 'whatsapp')))
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  return last?.at;
}

/** Everything a person wrote to the company (form, WhatsApp, SMS), newest first, on the phone-ending and e-mail indexes. */
export function messagesFromPerson(db: Database, person: PersonKeys): ReadAfter<MergedRow<ConversationEntry>> {
  const order = [
    { column: contactMessages.createdAt, type: 'timestamptz' as const },
    { column: contactMessages.id, type: 'uuid' as const },
  ];
  return async (after, take) => {
    const mine = samePerson(contactMessages, person);
    if (!mine) return [];
    const rows = await db
      .select({ row: contactMessages, sortAt: sortableTime(contactMessages.createdAt) })
      .from(contactMessages)
      .where(and(mine, after ? afterKey(order, after, 'desc') : undefined))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(take);
    return rows.map(({ row, sortAt }) => ({
      sortAt,
      entry: {
        _id: row.id,
        direction: 'in',
        channel: row.channel,
        body: row.subject ? `${row.subject}: ${row.message}` : row.message,
        state: 'received',
        by: '',
        createdAt: row.createdAt.toISOString(),
      },
    }));
  };
}
