import { and, desc, eq } from 'drizzle-orm';
import type { ConversationEntry } from '../../../contracts/conversations.schemas';
import { filledTemplate, messageTemplates, type MessageTemplate } from '../../../contracts/messaging-templates';
import type { Database } from '../../db/client';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { sortableTime, type MergedRow } from '../../lists/merge';
import { customerMessages } from './tables';

type ToldRow = typeof customerMessages.$inferSelect;

/** The words the customer read: the SMS's own, or the WhatsApp template filled (the SMS's while no channel took it yet). */
function toldWords(row: ToldRow): string {
  // Stored by its key in messageTemplates (telling.ts); a key since renamed reads as the SMS.
  const template = (messageTemplates as Record<string, MessageTemplate | undefined>)[row.template];
  if (row.channel !== 'whatsapp' || !template) return row.smsText;
  try {
    return filledTemplate(template, row.templateValues);
  } catch {
    return row.smsText;
  }
}

/** What the system told a number of its bookings, visits, documents and orders (telling.ts), newest first, on its phone index. */
export function toldToPhone(db: Database, phone: string): ReadAfter<MergedRow<ConversationEntry>> {
  const order = [
    { column: customerMessages.createdAt, type: 'timestamptz' as const },
    { column: customerMessages.id, type: 'uuid' as const },
  ];
  return async (after, take) => {
    const rows = await db
      .select({ row: customerMessages, sortAt: sortableTime(customerMessages.createdAt) })
      .from(customerMessages)
      .where(and(eq(customerMessages.phone, phone), after ? afterKey(order, after, 'desc') : undefined))
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(take);
    return rows.map(({ row, sortAt }) => ({
      sortAt,
      entry: { _id: row.id, direction: 'out', channel: row.channel, body: toldWords(row), state: row.state, by: '', createdAt: row.createdAt.toISOString() },
    }));
  };
}
