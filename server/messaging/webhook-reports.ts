import { z } from 'zod';
import { nigerianPhoneE164 } from '../../contracts/messaging';
import type { MessageProvider } from './provider-failures';

/**
 * What the providers' webhooks report, read into one shape: a status of a message we sent (named by the
 * provider's message id, and by our reference where the provider echoes it), or a message a customer sent
 * us. Anything else in a webhook (Meta's template or account events, Termii's device notices) is no report.
 */
export type DeliveryState = 'sent' | 'delivered' | 'read' | 'failed';
export type ProviderReport =
  | { kind: 'status'; provider: MessageProvider; providerMessageId: string; state: DeliveryState; providerStatus: string; reference: string | undefined; errorCode: string | undefined }
  | { kind: 'inbound'; provider: MessageProvider; providerMessageId: string; from: string; text: string; name: string | undefined };

/** A sender's number in E.164 when it reads as Nigerian, else as the provider wrote it with a '+'. */
function senderPhone(digits: string): string {
  const reading = nigerianPhoneE164(`+${digits.replace(/^\+/, '')}`);
  return reading.ok ? reading.e164 : `+${digits.replace(/^\+/, '')}`;
}

const metaStatus = z.object({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.object({ code: z.union([z.number(), z.string()]) })).optional(),
});
const metaMessage = z.object({ from: z.string().min(1), id: z.string().min(1), type: z.string(), text: z.object({ body: z.string() }).optional() });
const metaWebhook = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() })).optional(),
            statuses: z.array(z.unknown()).optional(),
            messages: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});

function json(raw: Buffer | string): unknown {
  try {
    return JSON.parse(raw.toString()) as unknown;
  } catch {
    return undefined;
  }
}

/** Meta's `messages` webhook: statuses of what we sent, and customers' messages (text only: other kinds say so). */
export function whatsAppReports(raw: Buffer | string): ProviderReport[] {
  const parsed = metaWebhook.safeParse(json(raw));
  if (!parsed.success) return [];
  const reports: ProviderReport[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const candidate of change.value.statuses ?? []) {
      const status = metaStatus.safeParse(candidate);
      if (!status.success) continue;
      const { id, status: state, biz_opaque_callback_data: reference, errors } = status.data;
      reports.push({ kind: 'status', provider: 'whatsapp', providerMessageId: id, state, providerStatus: state, reference, errorCode: errors?.[0] ? String(errors[0].code) : undefined });
    }
    for (const candidate of change.value.messages ?? []) {
      const message = metaMessage.safeParse(candidate);
      if (!message.success) continue;
      const { from, id, type, text } = message.data;
      const name = change.value.contacts?.find((contact) => contact.wa_id === from)?.profile?.name;
      reports.push({ kind: 'inbound', provider: 'whatsapp', providerMessageId: id, from: senderPhone(from), text: type === 'text' && text ? text.body : `[${type}]`, name });
    }
  }
  return reports;
}

const termiiWebhook = z.object({
  type: z.string(),
  message_id: z.union([z.string().min(1), z.number()]),
  status: z.string().optional(),
  sender: z.string().optional(),
  message: z.string().optional(),
});

/** Termii's statuses are sentences ('DELIVERED | Message delivered to handset', 'DND Active on Phone Number'). */
export function termiiDeliveryState(status: string): DeliveryState {
  const words = status.toLowerCase();
  if (/undeliver|fail|reject|expire|dnd/.test(words)) return 'failed';
  if (words.includes('deliver')) return 'delivered';
  return 'sent';
}

/** Termii's delivery report (`type` outbound) or inbound SMS (`type` inbound). */
export function termiiReports(raw: Buffer | string): ProviderReport[] {
  const parsed = termiiWebhook.safeParse(json(raw));
  if (!parsed.success) return [];
  const { type, message_id: messageId, status = '', sender, message } = parsed.data;
  const providerMessageId = String(messageId);
  if (type === 'outbound') return [{ kind: 'status', provider: 'termii', providerMessageId, state: termiiDeliveryState(status), providerStatus: status, reference: undefined, errorCode: undefined }];
  if (type === 'inbound' && sender) return [{ kind: 'inbound', provider: 'termii', providerMessageId, from: senderPhone(sender), text: message ?? '', name: undefined }];
  return [];
}
