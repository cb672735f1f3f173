import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { messageTemplates } from '../../contracts/messaging-templates';
import { loadConfig } from '../config';
import { ProviderRefusal } from './provider-failures';
import { messageTransports } from './transports';

const log = pino({ level: 'silent' });
const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'message-outbox-'));
const outboxFiles = (dataDir: string) => readdirSync(path.join(dataDir, 'outbox')).map((name) => ({ name, text: readFileSync(path.join(dataDir, 'outbox', name), 'utf8') }));

describe('WhatsApp and SMS with no provider set: files in DATA_DIR/outbox, as mail', () => {
  it('is what npm start uses with nothing set', () => {
    const config = loadConfig({ DATA_DIR: scratchDir() });
    expect(messageTransports(config, log).outboxFor).toEqual(['whatsapp', 'sms']);
  });

  it('writes a template message filled in as the customer would read it', async () => {
    const dataDir = scratchDir();
    const { whatsApp } = messageTransports({ dataDir, whatsApp: undefined, termii: undefined }, log);
    const sent = await whatsApp.sendTemplate({
      to: '+2348031234567',
      template: messageTemplates.orderShipped,
      values: ['Funke', '#ORD-1042', 'GIG 1029384756', 'https://brightwire.ng/o/5Tn1'],
      reference: 'message-9',
    });
    const [file] = outboxFiles(dataDir);
    expect(sent.providerMessageId).toMatch(/^outbox-/);
    expect(file?.name).toMatch(/-whatsapp-.+\.txt$/);
    expect(file?.text).toBe(
      [
        'Channel: whatsapp',
        'To: +2348031234567',
        'Template: order_shipped (en, UTILITY)',
        'Reference: message-9',
        '',
        'Hello Funke, your order #ORD-1042 is on its way. Waybill: GIG 1029384756. Follow it here: https://brightwire.ng/o/5Tn1 - Brightwire Electrical',
        '',
      ].join('\n'),
    );
  });

  it('writes an SMS with its route and pages', async () => {
    const dataDir = scratchDir();
    const { sms } = messageTransports({ dataDir, whatsApp: undefined, termii: undefined }, log);
    await expect(sms.sendText({ to: '+2348031234567', text: 'Paid: NGN 12,500. Thank you.', category: 'transactional' })).resolves.toMatchObject({ pages: 1 });
    expect(outboxFiles(dataDir)[0]?.text).toBe('Channel: sms\nTo: +2348031234567\nRoute: dnd\nPages: 1 (GSM-7)\n\nPaid: NGN 12,500. Thank you.\n');
  });

  it("keeps the providers' rules: no free-form WhatsApp outside the window, no empty SMS", async () => {
    const dataDir = scratchDir();
    const { whatsApp, sms } = messageTransports({ dataDir, whatsApp: undefined, termii: undefined }, log);
    await expect(whatsApp.sendText({ to: '+2348031234567', text: 'Hello', windowClosesAt: new Date(Date.now() - 1000), reference: 'm' })).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(sms.sendText({ to: '+2348031234567', text: '', category: 'transactional' })).rejects.toBeInstanceOf(ProviderRefusal);
    await whatsApp.sendText({ to: '+2348031234567', text: 'We can come at 2pm.', windowClosesAt: new Date(Date.now() + 60_000), reference: 'm' });
    expect(outboxFiles(dataDir)).toHaveLength(1);
  });

  it('uses each provider whose settings are set, and the outbox for the other', () => {
    const config = loadConfig({ DATA_DIR: scratchDir(), TERMII_API_KEY: 'key', TERMII_SENDER_ID: 'Brightwire', TERMII_SECRET_KEY: 'secret' });
    expect(messageTransports(config, log).outboxFor).toEqual(['whatsapp']);
  });
});
