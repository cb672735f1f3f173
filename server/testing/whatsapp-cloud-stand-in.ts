import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { messageTemplates } from '../../contracts/messaging-templates';
import { postCallback, sendJson, startStandInServer, type RecordedRequest } from './provider-stand-in-server';

/**
 * A stand-in for Meta's WhatsApp Cloud API on 127.0.0.1, answering `POST /{version}/{phone-number-id}/messages`
 * with the documented shapes, so the real client runs against a real HTTP server. It checks what Meta checks
 * (the bearer token, the phone number ID, `messaging_product`, `to`, an approved template with the right number
 * of values, a text body) and answers Graph API errors as Meta writes them. Status reports and customers'
 * messages are webhooks signed as Meta signs them: X-Hub-Signature-256 over a body whose non-ASCII characters
 * and slashes are escaped, as Meta sends them.
 */

type Settings = { token: string; phoneNumberId: string; appSecret: string };
export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';
export type WhatsAppSentMessage = { id: string; to: string; type: string; body: Record<string, unknown>; reference: string | undefined };

const approvedTemplates = new Map<string, number>(Object.values(messageTemplates).map((template) => [template.name, template.parameters.length]));

function graphError(response: ServerResponse, status: number, code: number, message: string, details?: string): void {
  sendJson(response, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

/** JSON as Meta writes its webhooks: non-ASCII as \uXXXX and '/' as '\/'. The signature covers these bytes. */
export function metaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');
}

export async function startWhatsAppCloudStandIn(settings: Settings) {
  const sent: WhatsAppSentMessage[] = [];
  let counter = 0;

  const http = await startStandInServer((request: RecordedRequest, response) => {
    const route = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.path);
    if (request.method !== 'POST' || !route) return graphError(response, 400, 100, 'Unsupported request - method type: ' + request.method.toLowerCase());
    if (request.headers.authorization !== `Bearer ${settings.token}`) return graphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (route[1] !== settings.phoneNumberId) {
      return graphError(response, 400, 100, `Unsupported post request. Object with ID '${route[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`);
    }
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (body.messaging_product !== 'whatsapp') return graphError(response, 400, 100, '(#100) The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return graphError(response, 400, 100, '(#100) Invalid parameter', 'to: a phone number in international form is required');
    if (body.type === 'template') {
      const template = body.template as { name?: unknown; language?: { code?: unknown }; components?: { type: string; parameters?: unknown[] }[] } | undefined;
      if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string')
        return graphError(response, 400, 100, '(#100) Invalid parameter', 'template: name and language.code are required');
      const expected = approvedTemplates.get(template.name);
      if (expected === undefined)
        return graphError(response, 404, 132001, '(#132001) Template name does not exist in the translation', `template name (${template.name}) does not exist in ${template.language.code}`);
      const given = template.components?.find((component) => component.type === 'body')?.parameters?.length ?? 0;
      if (given !== expected)
        return graphError(
          response,
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
        );
    } else if (body.type === 'text') {
      const text = body.text as { body?: unknown } | undefined;
      if (typeof text?.body !== 'string' || text.body === '') return graphError(response, 400, 100, "(#100) The parameter text['body'] is required.");
    } else {
      return graphError(response, 400, 100, '(#100) Invalid parameter', `type: ${String(body.type)} is not a message type`);
    }
    counter += 1;
    const id = `wamid.${Buffer.from(`stand-in-${counter}-${randomBytes(6).toString('hex')}`).toString('base64')}`;
    sent.push({ id, to: body.to, type: body.type, body, reference: typeof body.biz_opaque_callback_data === 'string' ? body.biz_opaque_callback_data : undefined });
    return sendJson(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] });
  });

  const signed = (payload: unknown, secret = settings.appSecret) => {
    const body = metaJson(payload);
    return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '2348035550142', phone_number_id: settings.phoneNumberId }, ...value } }],
      },
    ],
  });

  return {
    baseUrl: `${http.origin}/v23.0`,
    /** Every request received, in order, whatever was answered. */
    requests: http.requests,
    /** The messages accepted, with their wamid and our reference. */
    sent,
    switchTo: http.switchTo,
    /** A refusal as Meta answers it (HTTP 400, a Graph error with the code given), to every request until switched back. */
    refuse(code = 131026, message = '(#131026) Message Undeliverable') {
      return http.switchTo({
        kind: 'refusing',
        status: 400,
        body: { error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details: message }, fbtrace_id: 'stand-in' } },
      });
    },
    forget() {
      sent.length = 0;
      http.requests.length = 0;
    },
    /** A status webhook for a sent message, signed (with `secret`, to forge one). A failure carries Meta's error. */
    statusWebhook(messageId: string, status: WhatsAppStatus, options: { secret?: string; errorCode?: number } = {}) {
      const message = sent.find((each) => each.id === messageId);
      if (!message) throw new Error(`no message ${messageId}`);
      const errors =
        status === 'failed' ? [{ code: options.errorCode ?? 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] : undefined;
      const report = {
        id: messageId,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: message.to,
        ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
        ...(errors ? { errors } : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
      };
      return signed(envelope({ statuses: [report] }), options.secret);
    },
    /** A customer's text message as Meta reports it. */
    inboundWebhook(from: string, text: string, options: { name?: string; secret?: string } = {}) {
      const message = { from, id: `wamid.in-${randomBytes(6).toString('hex')}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } };
      return signed(envelope({ contacts: [{ profile: { name: options.name ?? 'Customer' }, wa_id: from }], messages: [message] }), options.secret);
    },
    /** Calls our webhook with a signed report, as Meta does whenever it gets to it: the caller picks the moment. */
    deliver(webhookUrl: string, webhook: { body: string; signature: string }) {
      return postCallback(webhookUrl, webhook.body, { 'x-hub-signature-256': webhook.signature });
    },
    close: http.close,
  };
}
