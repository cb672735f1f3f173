import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../testing/mail-catcher';
import { createMailer } from './transport';

const log = pino({ level: 'silent' });
const receipt = { to: 'ada@example.com', subject: 'Your order HB-1 is confirmed', text: 'Thank you', html: '<p>Thank you</p>' };
const notice = { ...receipt, to: 'orders@example.com', subject: 'New order HB-1' };

describe('the mailer', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mailer-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('delivers mails handed to it before a stop, so a server stopping right after a payment still sends the receipt', async () => {
    const catcher = await startMailCatcher();
    const mailer = createMailer({ smtpUrl: catcher.url, from: 'Brightwire Electrical <no-reply@brightwire.ng>', replyTo: 'info@brightwire.ng', dataDir, log });
    const sending = [mailer.send(receipt), mailer.send(notice)];
    await mailer.close();
    await Promise.all(sending);
    expect(catcher.received.map((mail) => mail.subject).sort()).toEqual(['New order HB-1', 'Your order HB-1 is confirmed']);
    await catcher.close();
  });

  it('writes each mail to the outbox folder when no SMTP server is configured', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Brightwire Electrical <no-reply@brightwire.ng>', replyTo: 'info@brightwire.ng', dataDir, log });
    await mailer.send(receipt);
    await mailer.close();
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});
