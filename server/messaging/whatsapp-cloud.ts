import type { MessageTemplate } from '../../contracts/messaging-templates';
import { providerPhoneDigits } from '../../contracts/messaging';
import { answerJson, ProviderOutage, ProviderRefusal, providerRequest } from './provider-failures';

/**
 * Meta's WhatsApp Business Cloud API: `POST {base}/{phone-number-id}/messages` with the system user's token as
 * a bearer. A template message may go to any number at any time once Meta approved the template; free-form text
 * only inside the 24-hour window the customer's own last message opened, which the caller knows (it keeps the
 * inbound messages) and passes as `windowClosesAt`. Our message's id travels as `biz_opaque_callback_data`, which
 * Meta echoes in every status webhook: the API has no idempotency key, so this is the reference it offers.
 */
export type WhatsAppCloudSettings = { token: string; phoneNumberId: string; baseUrl: string };
export type WhatsAppSent = { providerMessageId: string };

type Recipient = { to: string; reference: string };
export type WhatsAppTemplateMessage = Recipient & { template: MessageTemplate; values: readonly string[] };
export type WhatsAppTextMessage = Recipient & { text: string; windowClosesAt: Date };

/** Meta's longest text message body. */
const textLimit = 4096;

/**
 * Meta's error codes that mean "not now" rather than "never": unknown and service errors, the throughput,
 * rate and pair-rate limits, "something went wrong" and "service unavailable". Any other refusal is final.
 */
const notNowCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };
type SendAnswer = { messages?: { id?: string }[] };

export function whatsAppCloud(settings: WhatsAppCloudSettings) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  async function send(body: Record<string, unknown>): Promise<WhatsAppSent> {
    const response = await providerRequest('whatsapp', url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
    });
    const answer = await answerJson(response);
    if (response.ok) {
      const id = (answer as SendAnswer | undefined)?.messages?.[0]?.id;
      if (typeof id !== 'string' || id === '') throw new ProviderOutage('whatsapp', `answered ${response.status} without a message id`);
      return { providerMessageId: id };
    }
    const error = (answer as GraphError | undefined)?.error;
    const said = [error?.message, error?.error_data?.details].filter(Boolean).join(': ') || `HTTP ${response.status}`;
    if (response.status >= 500 || response.status === 429 || (error?.code !== undefined && notNowCodes.has(error.code))) {
      throw new ProviderOutage('whatsapp', `HTTP ${response.status}: ${said}`);
    }
    throw new ProviderRefusal('whatsapp', String(error?.code ?? response.status), said);
  }

  return {
    /** An approved template with its placeholders' values, in order. */
    sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppSent> {
      const { template, values } = message;
      if (values.length !== template.parameters.length) {
        return Promise.reject(new ProviderRefusal('whatsapp', 'parameters', `template ${template.name} takes ${template.parameters.length} values, not ${values.length}`));
      }
      const components = values.length > 0 ? [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }] : undefined;
      return send({
        to: providerPhoneDigits(message.to),
        type: 'template',
        template: { name: template.name, language: { code: template.language }, ...(components ? { components } : {}) },
        biz_opaque_callback_data: message.reference,
      });
    },

    /** Free-form text, refused here without a call once the customer's 24-hour window has closed. */
    sendText(message: WhatsAppTextMessage, now: Date = new Date()): Promise<WhatsAppSent> {
      if (now.getTime() >= message.windowClosesAt.getTime()) {
        return Promise.reject(new ProviderRefusal('whatsapp', 'window-closed', 'the 24-hour window the customer opened has closed: send a template'));
      }
      if (message.text.trim() === '' || message.text.length > textLimit) {
        return Promise.reject(new ProviderRefusal('whatsapp', 'text', `a WhatsApp text has 1 to ${textLimit} characters`));
      }
      return send({ to: providerPhoneDigits(message.to), type: 'text', text: { preview_url: true, body: message.text }, biz_opaque_callback_data: message.reference });
    },
  };
}

export type WhatsAppCloud = ReturnType<typeof whatsAppCloud>;
