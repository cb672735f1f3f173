import { createHmac, randomInt } from 'node:crypto';
import { postCallback, sendJson, startStandInServer, type RecordedRequest } from './provider-stand-in-server';

/**
 * A stand-in for Termii's Messaging API on 127.0.0.1: `POST /api/sms/send` checked as Termii checks it (the
 * api_key in the body, every required field, `type` plain, a known channel, the registered sender ID, a number
 * in international form) and answered with its documented shape. Delivery reports and inbound SMS are
 * webhooks signed as Termii signs them: X-Termii-Signature, HMAC-SHA512 of the body with the secret key.
 */

type Settings = { apiKey: string; senderId: string; secretKey: string };
export type TermiiStatus = 'DELIVERED' | 'Message Sent' | 'DND Active on Phone Number' | 'Message Failed' | 'Rejected' | 'Expired';
export type TermiiSentMessage = { messageId: string; to: string; from: string; sms: string; channel: string };

const required = ['api_key', 'to', 'from', 'sms', 'type', 'channel'] as const;

export async function startTermiiStandIn(settings: Settings) {
  const sent: TermiiSentMessage[] = [];

  const http = await startStandInServer((request: RecordedRequest, response) => {
    if (request.method !== 'POST' || request.path !== '/api/sms/send') return sendJson(response, 404, { message: 'Not Found' });
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (body.api_key !== settings.apiKey) return sendJson(response, 401, { message: 'Unauthorized: no valid API key provided' });
    const missing = required.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    if (missing.length > 0) return sendJson(response, 422, { message: `The ${missing.join(', ')} field is required.` });
    if (body.type !== 'plain') return sendJson(response, 422, { message: 'The selected type is invalid.' });
    if (!['dnd', 'generic', 'whatsapp'].includes(body.channel as string)) return sendJson(response, 422, { message: 'The selected channel is invalid.' });
    if (body.from !== settings.senderId) return sendJson(response, 400, { message: 'Invalid Sender Id' });
    if (!/^\d{10,15}$/.test(body.to as string)) return sendJson(response, 400, { message: 'Phone number must be in the international format' });
    // 19 digits, as Termii's ids are: past JSON's safe integers, hence message_id_str.
    const messageId = `${randomInt(1, 9)}${String(randomInt(0, 2 ** 47)).padStart(18, '0')}`;
    sent.push({ messageId, to: body.to as string, from: body.from as string, sms: body.sms as string, channel: body.channel as string });
    return sendJson(response, 200, { code: 'ok', message_id: messageId, message_id_str: messageId, message: 'Successfully Sent', balance: 9, user: 'Brightwire Electrical' });
  });

  const signed = (payload: unknown, secret = settings.secretKey) => {
    const body = JSON.stringify(payload);
    return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
  };

  return {
    baseUrl: http.origin,
    requests: http.requests,
    sent,
    switchTo: http.switchTo,
    /** A refusal with Termii's error shape, to every request until switched back. */
    refuse(status = 400, message = 'Insufficient balance') {
      return http.switchTo({ kind: 'refusing', status, body: { message } });
    },
    forget() {
      sent.length = 0;
      http.requests.length = 0;
    },
    /** The delivery report Termii posts for a sent message, signed (with `secret`, to forge one). */
    deliveryReport(messageId: string, status: TermiiStatus, options: { secret?: string } = {}) {
      const message = sent.find((each) => each.messageId === messageId);
      if (!message) throw new Error(`no message ${messageId}`);
      const report = {
        type: 'outbound',
        id: String(randomInt(1, 2 ** 47)),
        message_id: messageId,
        receiver: message.to,
        sender: message.from,
        message: message.sms,
        sent_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        cost: '4.5',
        status: status === 'DELIVERED' ? 'DELIVERED | Message delivered to handset' : status,
        channel: message.channel,
      };
      return signed(report, options.secret);
    },
    /** An SMS a customer sent to the company's number, as Termii reports it. */
    inboundMessage(from: string, text: string, options: { secret?: string } = {}) {
      return signed(
        {
          type: 'inbound',
          id: String(randomInt(1, 2 ** 47)),
          message_id: String(randomInt(1, 2 ** 47)),
          receiver: settings.senderId,
          sender: from,
          message: text,
          received_at: new Date().toISOString(),
          cost: null,
          command: 'Received',
          status: 'Received',
          channel: null,
        },
        options.secret,
      );
    },
    deliver(webhookUrl: string, webhook: { body: string; signature: string }) {
      return postCallback(webhookUrl, webhook.body, { 'x-termii-signature': webhook.signature });
    },
    close: http.close,
  };
}
