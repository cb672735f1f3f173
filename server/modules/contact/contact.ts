import type { z } from 'zod';
import { eq, isNull, sql } from 'drizzle-orm';
import { inboxMessages } from '../../../contracts/contact';
import type { contactRequestSchema, InboxMessage } from '../../../contracts/contact.schemas';
import { HttpError } from '../../errors';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { contactMessages } from './tables';
import { customers } from '../customers/tables';
import type { BoundedCount } from '../../../contracts/lists';
import { boundedCount } from '../../lists/count';
import { contactMessageMail } from '../../mail/enquiry-mails';

type ContactFields = z.output<typeof contactRequestSchema>;

/** Keeps the message for the admins and forwards it to the company's mailbox. */
export async function receiveContactMessage(deps: Pick<AppDeps, 'config' | 'db' | 'notify' | 'directory'>, fields: ContactFields) {
  const { website: _honeypot, ...message } = fields;
  const mail = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await deps.directory.noteVisitor(tx, message);
    return deps.notify(contactMessageMail(deps.config.companyEmail, message), { messageId: row?.id }, tx);
  });
  await mail.sendNow();
}

type MessageRow = typeof contactMessages.$inferSelect;

/**
 * The directory's record of a message's sender, read with the message: by the phone's key first (a WhatsApp
 * or SMS message has no e-mail, and its number is written in E.164 while the directory keeps it as typed), else
 * by the e-mail's. Each is one read of a unique index; read, not stored, so a record joined with another since
 * is still found. The message's columns are named with their table: inside the subqueries a bare name is the
 * customer's.
 */
export const senderCustomerId = sql<string | null>`coalesce(
  (select sender.id from ${customers} sender where sender.phone_key <> '' and sender.phone_key = regexp_replace(regexp_replace(${sql.raw('"contact_messages"."phone"')}, '[^0-9]', '', 'g'), '^(234|0)', '')),
  (select sender.id from ${customers} sender where sender.email_key <> '' and sender.email_key = lower(trim(${sql.raw('"contact_messages"."email"')})))
)`;

export function toInboxJson(row: MessageRow, customerId: string | null): InboxMessage {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handledAt !== null,
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    customerId,
  };
}

export async function findInboxMessage(db: Database, id: string): Promise<InboxMessage> {
  const [found] = await db.select({ row: contactMessages, customerId: senderCustomerId }).from(contactMessages).where(eq(contactMessages.id, id));
  if (!found) throw new HttpError(404, inboxMessages.notFound);
  return toInboxJson(found.row, found.customerId);
}

export async function markHandled(db: Database, id: string, handled: boolean): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!row) throw new HttpError(404, inboxMessages.notFound);
  return findInboxMessage(db, id);
}

export function countUnhandled(db: Database): Promise<BoundedCount> {
  return boundedCount(db, contactMessages, isNull(contactMessages.handledAt));
}
