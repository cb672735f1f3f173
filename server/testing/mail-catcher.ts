import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; replyTo: string; subject: string; text: string; html: string; calendar: string; pdfs: { filename: string; content: Buffer }[] };

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that read mailed links; on `port` when given. */
export async function startMailCatcher(port = 0) {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(', ') : (mail.to?.text ?? '');
          const calendar = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '';
          const pdfs = mail.attachments
            .filter((attachment) => attachment.contentType === 'application/pdf')
            .map((attachment) => ({ filename: attachment.filename ?? '', content: attachment.content }));
          received.push({ to, replyTo: mail.replyTo?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', calendar, pdfs });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that hangs up mid-message (an app closing at the end of a test) is the sender's business, not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    clear: () => received.splice(0),
    /** The only mail sent to this address so far. */
    lastTo(address: string): CaughtMail | undefined {
      return received.filter((mail) => mail.to.includes(address)).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: Pick<CaughtMail, 'text'> | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${path} link in the mail: ${mail?.text ?? '(no mail)'}`);
  return match[0];
}
