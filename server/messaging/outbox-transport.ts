import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { filledTemplate } from '../../contracts/messaging-templates';
import { textMessagePages } from '../../contracts/messaging';
import { withoutAddressSecrets } from '../log-redaction';
import { ProviderRefusal } from './provider-failures';
import { termiiRoutes, type TextMessage, type TextMessageSent } from './termii';
import type { WhatsAppSent, WhatsAppTemplateMessage, WhatsAppTextMessage } from './whatsapp-cloud';

/**
 * Where WhatsApp and SMS messages go while their provider's settings are unset, as mail goes to .eml files: a
 * text file each in DATA_DIR/outbox, so `npm start` works with nothing set and a local trial can read what a
 * customer would have got and follow its links. It keeps the providers' rules (the 24-hour window, no empty
 * SMS), so a trial behaves as production would.
 */
export function messageOutbox(dataDir: string, log: FastifyBaseLogger) {
  const outbox = path.join(dataDir, 'outbox');

  async function write(channel: 'whatsapp' | 'sms', headers: Record<string, string>, text: string): Promise<string> {
    const id = randomUUID();
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${channel}-${id}.txt`);
    const lines = Object.entries({ Channel: channel, ...headers }).map(([name, value]) => `${name}: ${value}`);
    await writeFile(file, `${lines.join('\n')}\n\n${text}\n`);
    // The links show where the message leads; their secrets stay in the file (API.md: never in a log).
    const links = (text.match(/https?:\/\/\S+/g) ?? []).map(withoutAddressSecrets);
    log.info({ channel, to: headers.To, file, links }, 'message written to outbox');
    return `outbox-${id}`;
  }

  return {
    whatsApp: {
      async sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppSent> {
        const { template } = message;
        if (message.values.length !== template.parameters.length) {
          throw new ProviderRefusal('whatsapp', 'parameters', `template ${template.name} takes ${template.parameters.length} values, not ${message.values.length}`);
        }
        const headers = { To: message.to, Template: `${template.name} (${template.language}, ${template.category})`, Reference: message.reference };
        return { providerMessageId: await write('whatsapp', headers, filledTemplate(template, message.values)) };
      },
      async sendText(message: WhatsAppTextMessage, now: Date = new Date()): Promise<WhatsAppSent> {
        if (now.getTime() >= message.windowClosesAt.getTime()) {
          throw new ProviderRefusal('whatsapp', 'window-closed', 'the 24-hour window the customer opened has closed: send a template');
        }
        return { providerMessageId: await write('whatsapp', { To: message.to, Reference: message.reference }, message.text) };
      },
    },
    sms: {
      async sendText(message: TextMessage): Promise<TextMessageSent> {
        const { pages, encoding } = textMessagePages(message.text);
        if (pages === 0) throw new ProviderRefusal('termii', 'text', 'an SMS needs words');
        const headers = { To: message.to, Route: termiiRoutes[message.category], Pages: `${pages} (${encoding})` };
        return { providerMessageId: await write('sms', headers, message.text), pages };
      },
    },
  };
}
