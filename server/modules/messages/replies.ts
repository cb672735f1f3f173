import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { whatsAppWindowMs, replyTexts } from '../../../contracts/conversations';
import type { ConversationEntry, ReplyOptions, replyRequestSchema } from '../../../contracts/conversations.schemas';
import { nigerianPhoneE164 } from '../../../contracts/messaging';
import { filledTemplate, messageTemplates } from '../../../contracts/messaging-templates';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { describeError } from '../../jobs/queue';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { sortableTime, type MergedRow } from '../../lists/merge';
import { ProviderRefusal, refusedForGood } from '../../messaging/provider-failures';
import type { MessageTransports } from '../../messaging/transports';
import { lastWhatsAppMessageAt } from '../contact';
import { channelsAllowed } from './consent';
import { officeReplies } from './tables';

/**
 * The office answers a customer from the inbox (issue 32 item 6). WhatsApp lets a business write free text only
 * within 24 hours of the customer's own last message there; outside it, only a template Meta approved, so the
 * office's words go inside `message_reply`. An SMS is free text at any time. The reply is stored with its job
 * under the form's key, and the job sends it: the office's request never waits on a provider, and a second
 * press of Send (or a retried request) finds the first reply and sends nothing more. A channel the customer
 * ended is never written to (consent.ts), checked when the reply is asked for and again when it is sent.
 */
export const replyJobKind = 'office-reply';
const replyAttempts = 30;
const replyTemplate = messageTemplates.messageReply;

type ReplyRow = typeof officeReplies.$inferSelect;
type ReplyFields = z.output<typeof replyRequestSchema>;

function phoneOf(typed: string): string {
  const reading = nigerianPhoneE164(typed);
  if (!reading.ok) throw new HttpError(400, reading.reason);
  return reading.e164;
}

async function whatsAppWindow(db: Database, phone: string, now: Date) {
  const lastMessageAt = await lastWhatsAppMessageAt(db, phone);
  const closesAt = lastMessageAt ? new Date(lastMessageAt.getTime() + whatsAppWindowMs) : undefined;
  return { lastMessageAt, closesAt, open: closesAt !== undefined && closesAt.getTime() > now.getTime() };
}

/** How a reply to this number would go now, for the form to say before the office writes. */
export async function replyOptions(db: Database, typedPhone: string, now = new Date()): Promise<ReplyOptions> {
  const phone = phoneOf(typedPhone);
  const [window, open] = await Promise.all([whatsAppWindow(db, phone, now), channelsAllowed(db, phone, 'transactional', ['whatsapp', 'sms'])]);
  return {
    phone,
    whatsapp: {
      open: open.includes('whatsapp'),
      kind: window.open ? 'text' : 'template',
      lastMessageAt: window.lastMessageAt?.toISOString() ?? null,
      windowClosesAt: window.closesAt?.toISOString() ?? null,
    },
    sms: { open: open.includes('sms') },
  };
}

/** The words the customer reads: the template filled with the office's, as one line (Meta refuses line breaks in a value). */
const templateValues = (row: Pick<ReplyRow, 'greeting' | 'body'>) => [row.greeting || 'there', row.body.replace(/\s+/g, ' ')];

export function replyEntry(row: ReplyRow): ConversationEntry {
  const body = row.kind === 'template' ? filledTemplate(replyTemplate, templateValues(row)) : row.body;
  return { _id: row.id, direction: 'out', channel: row.channel, body, state: row.state, by: row.writtenBy, createdAt: row.createdAt.toISOString() };
}

/** Stores the reply and its job in one transaction, once per key: answers the reply and whether this call made it. */
export async function queueReply(queue: JobQueue, db: Database, fields: ReplyFields, writtenBy: string, now = new Date()): Promise<{ reply: ConversationEntry; made: boolean }> {
  const [earlier] = await db.select().from(officeReplies).where(eq(officeReplies.key, fields.key));
  if (earlier) return { reply: replyEntry(earlier), made: false };
  const phone = phoneOf(fields.phone);
  const [open] = await channelsAllowed(db, phone, 'transactional', [fields.channel]);
  if (!open) throw new HttpError(409, replyTexts.channelEnded);
  const kind = fields.channel === 'whatsapp' && !(await whatsAppWindow(db, phone, now)).open ? 'template' : 'text';
  const id = randomUUID();
  const made = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(officeReplies)
      .values({ id, key: fields.key, phone, channel: fields.channel, kind, body: fields.body, greeting: fields.name, writtenBy })
      .onConflictDoNothing()
      .returning();
    if (stored) await queue.enqueue(replyJobKind, { replyId: id }, { tx, id });
    return stored;
  });
  if (made) return { reply: replyEntry(made), made: true };
  // Another press of the same form stored it a moment before.
  const [theirs] = await db.select().from(officeReplies).where(eq(officeReplies.key, fields.key));
  if (!theirs) throw new Error('reply neither stored nor found');
  return { reply: replyEntry(theirs), made: false };
}

/** Defines the job that sends the office's replies, on every copy. */
export function officeReplying(queue: JobQueue, db: Database, transports: MessageTransports, log: FastifyBaseLogger): void {
  const settle = (id: string, change: Partial<ReplyRow>) => db.update(officeReplies).set(change).where(eq(officeReplies.id, id));

  async function send(row: ReplyRow) {
    if (row.channel === 'sms') return transports.sms.sendText({ to: row.phone, text: row.body, category: 'transactional' });
    const window = await whatsAppWindow(db, row.phone, new Date());
    // A text asked for inside the window that closed while it waited goes as the template instead.
    if (row.kind === 'text' && window.open && window.closesAt) {
      const sent = await transports.whatsApp.sendText({ to: row.phone, reference: row.id, text: row.body, windowClosesAt: window.closesAt });
      return { providerMessageId: sent.providerMessageId, pages: 0 };
    }
    if (row.kind === 'text') await settle(row.id, { kind: 'template' });
    const sent = await transports.whatsApp.sendTemplate({ to: row.phone, reference: row.id, template: replyTemplate, values: templateValues(row) });
    return { providerMessageId: sent.providerMessageId, pages: 0 };
  }

  queue.define({
    name: replyJobKind,
    maxAttempts: replyAttempts,
    isPermanent: refusedForGood,
    run: async (payload, job) => {
      const { replyId } = payload as { replyId: string };
      const [row] = await db.select().from(officeReplies).where(eq(officeReplies.id, replyId));
      if (!row || row.state !== 'queued') return;
      // A "STOP" that came while the reply waited is kept.
      const [open] = await channelsAllowed(db, row.phone, 'transactional', [row.channel]);
      if (!open) {
        await settle(row.id, { state: 'withheld', lastError: 'the customer ended this channel' });
        return;
      }
      try {
        const sent = await send(row);
        await settle(row.id, { state: 'sent', providerMessageId: sent.providerMessageId, pages: sent.pages, sentAt: new Date(), lastError: '' });
      } catch (error) {
        const final = error instanceof ProviderRefusal || job.attempt >= replyAttempts;
        log.warn({ err: error, reply: row.id, channel: row.channel }, 'office reply not sent');
        await settle(row.id, { lastError: describeError(error).slice(0, 2000), ...(final ? { state: 'failed' as const } : {}) });
        throw error;
      }
    },
  });
}

/** The office's replies to a number, newest first, on their (phone, created_at, id) index. */
export function repliesToPhone(db: Database, phone: string): ReadAfter<MergedRow<ConversationEntry>> {
  const order = [
    { column: officeReplies.createdAt, type: 'timestamptz' as const },
    { column: officeReplies.id, type: 'uuid' as const },
  ];
  return async (after, take) => {
    const rows = await db
      .select({ row: officeReplies, sortAt: sortableTime(officeReplies.createdAt) })
      .from(officeReplies)
      .where(and(eq(officeReplies.phone, phone), after ? afterKey(order, after, 'desc') : undefined))
      .orderBy(desc(officeReplies.createdAt), desc(officeReplies.id))
      .limit(take);
    return rows.map(({ row, sortAt }) => ({ entry: replyEntry(row), sortAt }));
  };
}
