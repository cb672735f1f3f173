import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { withoutAddressSecrets } from '../log-redaction';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };
/** `messageId` names a queued mail (its job): sent again after a crash, it carries the same id, so receivers can tell. */
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[]; messageId?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => Promise<void> };

/** How long a stopping server waits for mails already being sent (an order's receipt, say) before it gives up. */
const closeGraceMs = 10_000;

/** Who every mail is from, and where replies to it go (the office, though the sender is a no-reply address). */
type Sender = { from: string; replyTo: string };

/**
 * How long a step of an SMTP conversation may take before the send is given up and tried again later. Not
 * short: a provider that took the message but was slow to say so would get it twice.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** SMTP when configured; otherwise each message becomes an .eml file so local trials can follow mailed links. */
export function createMailer(options: Sender & { smtpUrl: string | undefined; dataDir: string; log: Logger }): Mailer {
  const sender = { from: options.from, replyTo: options.replyTo };
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl, sender) : outboxDelivery({ ...options, sender });
  const inFlight = new Set<Promise<void>>();
  return {
    send: (message) => {
      const sending = deliver.send(message);
      const tracked: Promise<void> = sending.catch(() => undefined).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return sending;
    },
    close: async () => {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, closeGraceMs)));
      await Promise.race([Promise.all(inFlight), grace]);
      clearTimeout(timer);
      deliver.close();
    },
  };
}

function smtpDelivery(smtpUrl: string, sender: Sender) {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  return {
    send: async (message: MailMessage) => {
      await transport.sendMail({ ...sender, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxDelivery(options: { sender: Sender; dataDir: string; log: Logger }) {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message: MailMessage) => {
      const info = await transport.sendMail({ ...options.sender, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      // The links show where the mail leads; their secrets stay in the .eml file (API.md: never in a log).
      const links = (message.text.match(/https?:\/\/\S+/g) ?? []).map(withoutAddressSecrets);
      options.log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
