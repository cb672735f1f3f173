import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nigerianPhoneE164, type MessageCategory, type PhoneChannel } from '../../../contracts/messaging';
import { messageTemplates } from '../../../contracts/messaging-templates';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { describeError } from '../../jobs/queue';
import { ProviderOutage, ProviderRefusal, refusedForGood } from '../../messaging/provider-failures';
import type { MessageTransports } from '../../messaging/transports';
import { withOptOutLink } from '../../../contracts/messaging-texts';
import { channelsAllowed } from './consent';
import { optOutPath } from './opt-out-links';
import { shortLink } from './short-links';
import { customerMessages, messageReports } from './tables';

/**
 * One way to tell a customer by phone (issue 32 item 1). A message is stored with the change it tells of, as
 * a row and a job in the caller's transaction, once per event and number however often the change is retried;
 * the job then sends it on the first channel that takes it, WhatsApp (an approved template) before SMS (one
 * GSM-7 page, Termii's DND route for transactional messages). A channel that refuses it for good is passed
 * over at once; an outage of every channel left is tried again with the queue's growing wait, so an outage
 * loses nothing. A message that no report calls delivered within `deliveryWaitMs` is sent on the next
 * channel. A channel the number ended ("STOP") is never used, and marketing goes only where consent is
 * recorded (consent.ts): a message with no channel open is `withheld`. E-mail stays with the mail the caller already stores (its words unchanged).
 */
export type Channel = PhoneChannel;
export type TemplateName = keyof typeof messageTemplates;
export type CustomerMessage = {
  phone: string;
  category: MessageCategory;
  /** What it tells of and what about: one message per event, subject and number. */
  event: string;
  about: string;
  template: TemplateName;
  values: string[];
  smsText: string;
};

export const messageJobKind = 'customer-message';
export const deliveryCheckJobKind = 'customer-message-delivered';
const channelOrder: Channel[] = ['whatsapp', 'sms'];
/** A day of tries, as mail has: waits doubling from JOB_RETRY_BASE_MS to an hour. */
const messageAttempts = 30;
/** How long a sent message may go without a "delivered" report before the next channel carries it. */
export const deliveryWaitMs = 15 * 60 * 1000;

/**
 * Stores the message with the caller's change. Answers false, storing nothing, for a number no phone channel
 * reaches (not a Nigerian mobile) or an event already told to this number.
 */
export async function tellCustomer(queue: JobQueue, tx: Database, message: CustomerMessage): Promise<boolean> {
  const phone = nigerianPhoneE164(message.phone);
  if (!phone.ok) return false;
  const id = randomUUID();
  const [stored] = await tx
    .insert(customerMessages)
    .values({ id, phone: phone.e164, category: message.category, event: message.event, about: message.about, template: message.template, templateValues: message.values, smsText: message.smsText })
    .onConflictDoNothing()
    .returning({ id: customerMessages.id });
  if (!stored) return false;
  await queue.enqueue(messageJobKind, { messageId: id }, { tx, id });
  return true;
}

type Row = typeof customerMessages.$inferSelect;

/** Where the site is, for the SMS's opt-out link (opt-out.ts). */
export type SiteLinks = { publicUrl: string; accessTokenSecret: string };

async function sendOn(db: Database, site: SiteLinks, transports: MessageTransports, channel: Channel, row: Row): Promise<{ providerMessageId: string; pages: number }> {
  if (channel === 'whatsapp') {
    const sent = await transports.whatsApp.sendTemplate({ to: row.phone, reference: row.id, template: messageTemplates[row.template as TemplateName], values: row.templateValues });
    return { providerMessageId: sent.providerMessageId, pages: 0 };
  }
  const stop = await shortLink(db, site.publicUrl, `${site.publicUrl}${optOutPath(site.accessTokenSecret, row.phone)}`);
  return transports.sms.sendText({ to: row.phone, text: withOptOutLink(row.smsText, stop, row.category), category: row.category });
}

/** Defines the jobs that send customers' messages and check they arrived, on every copy. */
export function customerMessaging(queue: JobQueue, db: Database, transports: MessageTransports, log: FastifyBaseLogger, site: SiteLinks): void {
  queue.define({
    name: messageJobKind,
    maxAttempts: messageAttempts,
    isPermanent: refusedForGood,
    run: async (payload, job) => {
      const { messageId } = payload as { messageId: string };
      const [row] = await db.select().from(customerMessages).where(eq(customerMessages.id, messageId));
      // Sent already: this job ran to the provider before its copy died, or a fallback was sent meanwhile.
      if (!row || row.state !== 'queued') return;
      const tried = [...row.triedChannels];
      let outage: ProviderOutage | undefined;
      // Read at each try: a "STOP" that arrived while the message waited is kept.
      const open = await channelsAllowed(db, row.phone, row.category, channelOrder);
      for (const channel of open.filter((candidate) => !tried.includes(candidate))) {
        try {
          const sent = await sendOn(db, site, transports, channel, row);
          await db
            .update(customerMessages)
            .set({ state: 'sent', channel, triedChannels: tried, providerMessageId: sent.providerMessageId, pages: sent.pages, sentAt: new Date(), lastError: '' })
            .where(eq(customerMessages.id, row.id));
          await queue.enqueue(deliveryCheckJobKind, { messageId: row.id }, { runAt: new Date(Date.now() + deliveryWaitMs), singletonKey: `delivered:${row.id}:${channel}` });
          return;
        } catch (error) {
          if (error instanceof ProviderRefusal) tried.push(channel);
          else if (error instanceof ProviderOutage) outage ??= error;
          else throw error;
          log.warn({ err: error, message: row.id, channel }, 'message not taken on this channel');
          await db
            .update(customerMessages)
            .set({ triedChannels: tried, lastError: describeError(error).slice(0, 2000) })
            .where(eq(customerMessages.id, row.id));
        }
      }
      // The last try of a day of outages gives up: the office sees the message among the undelivered.
      if (outage && job.attempt < messageAttempts) throw outage;
      if (open.length === 0) {
        // Every channel is ended for this number (or marketing has no consent): nothing to send, nothing failed.
        await db.update(customerMessages).set({ state: 'withheld', lastError: 'no channel open to this number' }).where(eq(customerMessages.id, row.id));
        return;
      }
      await db.update(customerMessages).set({ state: 'failed' }).where(eq(customerMessages.id, row.id));
      throw outage ?? new ProviderRefusal(tried.includes('sms') ? 'termii' : 'whatsapp', 'no-channel', 'no channel took the message');
    },
  });

  queue.define({
    name: deliveryCheckJobKind,
    maxAttempts: 3,
    run: async (payload) => {
      const { messageId } = payload as { messageId: string };
      const [row] = await db.select().from(customerMessages).where(eq(customerMessages.id, messageId));
      if (!row || row.state !== 'sent' || !row.channel || !row.providerMessageId) return;
      const reached = await db
        .select({ id: messageReports.id })
        .from(messageReports)
        .where(and(eq(messageReports.providerMessageId, row.providerMessageId), inArray(messageReports.state, ['delivered', 'read'])))
        .limit(1);
      if (reached.length > 0) return;
      const tried = [...row.triedChannels, row.channel];
      const next = (await channelsAllowed(db, row.phone, row.category, channelOrder)).find((channel) => !tried.includes(channel));
      if (!next) {
        await db
          .update(customerMessages)
          .set({ state: 'failed', triedChannels: tried, lastError: `not delivered on ${row.channel}` })
          .where(eq(customerMessages.id, row.id));
        return;
      }
      // Only the check that finds the message still sent on this channel hands it on, once.
      const handed = await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(customerMessages)
          .set({ state: 'queued', triedChannels: tried, channel: null, providerMessageId: null, lastError: `not delivered on ${row.channel}` })
          .where(and(eq(customerMessages.id, row.id), eq(customerMessages.state, 'sent'), eq(customerMessages.channel, row.channel as Channel)))
          .returning({ id: customerMessages.id });
        if (moved) await queue.enqueue(messageJobKind, { messageId: row.id }, { tx, singletonKey: `resend:${row.id}:${next}` });
        return moved;
      });
      if (handed) log.warn({ message: row.id, channel: row.channel, next }, 'message not delivered: sent on the next channel');
    },
  });
}
