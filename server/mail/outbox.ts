import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { countMailSent } from './month-counts';
import type { MailAttachment, MailMessage, Mailer } from './transport';

/**
 * Every mail the site sends on its own account (receipts, links, notices) goes through the job queue: stored
 * first, then sent, and tried again with a growing wait while the provider refuses it, until it takes it.
 * Given the caller's transaction, the mail is stored with the change it tells of, or not at all; the caller
 * then calls `sendNow` after the commit, which hands the stored job to this copy's worker and answers at once:
 * the mail leaves in the background, so a mail server that takes the connection and never answers holds no
 * customer's request (it once held each for 10 s a mail). A job's id is its Message-ID, so a receiver can tell a
 * repeat from a new mail.
 */
export type QueuedMail = { sendNow: () => Promise<void> };
export type Notify = (mail: MailMessage, about?: Record<string, unknown>, tx?: Database) => Promise<QueuedMail>;

export const mailJobKind = 'mail';

/** A day of tries: waits doubling from JOB_RETRY_BASE_MS (10 s) to an hour. */
const mailAttempts = 30;

type StoredAttachment = { filename: string; contentType: string; base64: string };
export type MailJob = { mail: Omit<MailMessage, 'attachments'> & { attachments?: StoredAttachment[] }; about: Record<string, unknown> };

function storedMail(mail: MailMessage, about: Record<string, unknown>): MailJob {
  const attachments = mail.attachments?.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    base64: Buffer.from(attachment.content).toString('base64'),
  }));
  return { mail: { ...mail, attachments }, about };
}

function sendableMail(job: MailJob, messageId: string): MailMessage & { messageId: string } {
  const attachments: MailAttachment[] | undefined = job.mail.attachments?.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.base64, 'base64'),
  }));
  return { ...job.mail, attachments, messageId };
}

/** The provider's 5xx answer (a mailbox that does not exist) is final; a refused connection or a 4xx is not. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Stores mails in `tx` with the change they tell of, so a copy that dies after the commit leaves them to the queue. */
export async function storeMails(notify: Notify, tx: Database, mails: MailMessage[], about: Record<string, unknown>): Promise<QueuedMail[]> {
  const queued: QueuedMail[] = [];
  for (const mail of mails) queued.push(await notify(mail, about, tx));
  return queued;
}

/** Hands to the worker, once the transaction has committed, the mails it stored; answers without waiting for them. */
export async function sendStoredMails(queued: QueuedMail[]): Promise<void> {
  for (const mail of queued) await mail.sendNow();
}

const nothingToSend: QueuedMail = { sendNow: async () => undefined };

/** `db` keeps the month's count of mails sent (month-counts.ts). */
export function mailOutbox(queue: JobQueue, mailer: Mailer, log: FastifyBaseLogger, senderDomain: string, db: Database) {
  queue.define({
    name: mailJobKind,
    maxAttempts: mailAttempts,
    isPermanent: refusedForGood,
    run: async (payload, job) => {
      await mailer.send(sendableMail(payload as MailJob, `<${job.id}@${senderDomain}>`));
      // A count that fails must not send the mail again: the figure is off by one, the customer is not mailed twice.
      await countMailSent(db).catch((error: unknown) => log.warn({ err: error }, 'mail sent but not counted'));
    },
  });

  // The mail's job is stored claimed by this copy, so no worker takes it while this copy sends it in the
  // background; a copy that dies first leaves a claim that runs out, and a worker sends it then.
  const queuedMail = (send: () => Promise<void>): QueuedMail => ({
    sendNow: () => {
      send().catch((error: unknown) => log.warn({ err: error }, 'mail left for the queue to send'));
      return Promise.resolve();
    },
  });

  const notify: Notify = async (mail, about = {}, tx) => {
    if (tx) return queuedMail(await queue.enqueueHeld(mailJobKind, storedMail(mail, about), { tx }));
    try {
      await queuedMail(await queue.enqueueHeld(mailJobKind, storedMail(mail, about))).sendNow();
    } catch (error) {
      log.error({ err: error, to: mail.to, subject: mail.subject, ...about }, 'mail could not be queued');
    }
    return nothingToSend;
  };
  return notify;
}

export function senderDomainOf(mailFrom: string): string {
  return /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
}
