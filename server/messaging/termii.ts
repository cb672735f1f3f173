import { providerPhoneDigits, textMessagePages, type MessageCategory } from '../../contracts/messaging';
import { answerJson, ProviderOutage, ProviderRefusal, providerRequest } from './provider-failures';

/**
 * Termii's Messaging API: `POST {base}/api/sms/send` with the API key in the JSON body, the company's
 * registered sender ID as `from`, and a `plain` message. Transactional messages take the `dnd` route, which
 * reaches numbers on Do-Not-Disturb and is not held back overnight by MTN; marketing takes `generic`, which
 * the networks keep from DND numbers, as the law wants. Termii takes no reference of ours: its `message_id`
 * is what its delivery reports name.
 */
export type TermiiSettings = { apiKey: string; senderId: string; baseUrl: string };
export type TextMessage = { to: string; text: string; category: MessageCategory };
export type TextMessageSent = { providerMessageId: string; pages: number };

export const termiiRoutes: Record<MessageCategory, 'dnd' | 'generic'> = { transactional: 'dnd', marketing: 'generic' };

type SendAnswer = { message_id?: string | number; message_id_str?: string; message?: string };

export function termii(settings: TermiiSettings) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  return {
    async sendText(message: TextMessage): Promise<TextMessageSent> {
      const { pages } = textMessagePages(message.text);
      if (pages === 0) throw new ProviderRefusal('termii', 'text', 'an SMS needs words');
      const response = await providerRequest('termii', url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: providerPhoneDigits(message.to),
          from: settings.senderId,
          sms: message.text,
          type: 'plain',
          channel: termiiRoutes[message.category],
        }),
      });
      const answer = (await answerJson(response)) as SendAnswer | undefined;
      const said = answer?.message || `HTTP ${response.status}`;
      if (response.ok) {
        // message_id_str keeps the digits a JSON number would round; older answers have message_id only.
        const id = answer?.message_id_str ?? (answer?.message_id === undefined ? undefined : String(answer.message_id));
        if (!id) throw new ProviderOutage('termii', `answered ${response.status} without a message id: ${said}`);
        return { providerMessageId: id, pages };
      }
      if (response.status >= 500 || response.status === 429) throw new ProviderOutage('termii', `HTTP ${response.status}: ${said}`);
      throw new ProviderRefusal('termii', String(response.status), said);
    },
  };
}

export type Termii = ReturnType<typeof termii>;
