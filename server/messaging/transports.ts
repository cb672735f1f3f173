import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { messageOutbox } from './outbox-transport';
import { termii, type TextMessage, type TextMessageSent } from './termii';
import { whatsAppCloud, type WhatsAppSent, type WhatsAppTemplateMessage, type WhatsAppTextMessage } from './whatsapp-cloud';

export type WhatsAppTransport = {
  sendTemplate: (message: WhatsAppTemplateMessage) => Promise<WhatsAppSent>;
  sendText: (message: WhatsAppTextMessage, now?: Date) => Promise<WhatsAppSent>;
};
export type TextMessageTransport = { sendText: (message: TextMessage) => Promise<TextMessageSent> };
export type MessageTransports = { whatsApp: WhatsAppTransport; sms: TextMessageTransport; outboxFor: ('whatsapp' | 'sms')[] };

/**
 * Each channel's way out: the provider when its settings are set, else the outbox folder. Called by the jobs
 * that send messages, never while a customer's request waits.
 */
export function messageTransports(config: Pick<Config, 'whatsApp' | 'termii' | 'dataDir'>, log: FastifyBaseLogger): MessageTransports {
  const outbox = messageOutbox(config.dataDir, log);
  return {
    whatsApp: config.whatsApp ? whatsAppCloud(config.whatsApp) : outbox.whatsApp,
    sms: config.termii ? termii(config.termii) : outbox.sms,
    outboxFor: [...(config.whatsApp ? [] : ['whatsapp' as const]), ...(config.termii ? [] : ['sms' as const])],
  };
}
