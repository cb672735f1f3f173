import type { z } from 'zod';
import { eq, isNull, sql } from 'drizzle-orm';
import { inboxMessages } from '../../../contracts/contact';
import type { contactRequestSchema, InboxMessage } from '../../../contracts/contact.schemas';
import { HttpError } from '../../errors';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { contactMessages } from './tables';
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

export function toInboxJson(row: MessageRow): InboxMessage {
  return { _id: row.id, name: row.name, phone: row.phone, email: row.email, subject: row.subject, message: row.message, handled: row.handledAt !== null, createdAt: row.createdAt.toISOString() };
}

export async function findInboxMessage(db: Database, id: string): Promise<InboxMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new HttpError(404, inboxMessages.notFound);
  return toInboxJson(row);
}

export async function markHandled(db: Database, id: string, handled: boolean): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new HttpError(404, inboxMessages.notFound);
  return toInboxJson(row);
}

export function countUnhandled(db: Database): Promise<BoundedCount> {
  return boundedCount(db, contactMessages, isNull(contactMessages.handledAt));
}
