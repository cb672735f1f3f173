import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

type Mail = { to: string; subject: string; text: string; attachments: { filename: string; contentType: string; base64: string }[] };

const mailbox = path.join(e2eDataDir, 'mailbox');

/** Every mail the SMTP receiver holds for this address, oldest first. */
export function mailsTo(address: string): Mail[] {
  return readdirSync(mailbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailbox, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the SMTP receiver to hold a mail to this address with this subject, and answers the newest. */
export async function mailTo(address: string, subject: string): Promise<Mail> {
  await expect.poll(() => mailsTo(address).filter((mail) => mail.subject === subject).length).toBeGreaterThan(0);
  const mail = mailsTo(address)
    .filter((candidate) => candidate.subject === subject)
    .at(-1);
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
  return mail;
}

/** The bytes of the attachment `filename` of a received mail (an invoice's or a receipt's PDF). */
export function attachmentOf(mail: Mail, filename: string): Buffer {
  const attachment = mail.attachments.find((candidate) => candidate.filename === filename);
  if (!attachment) throw new Error(`no attachment ${filename} in "${mail.subject}": ${mail.attachments.map((candidate) => candidate.filename).join(', ') || 'none'}`);
  return Buffer.from(attachment.base64, 'base64');
}

export { linkIn } from '../server/testing/mail-catcher';
