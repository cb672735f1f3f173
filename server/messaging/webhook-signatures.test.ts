import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../contracts/messaging-templates';
import { readBody } from '../testing/provider-stand-in-server';
import { startTermiiStandIn } from '../testing/termii-stand-in';
import { startWhatsAppCloudStandIn } from '../testing/whatsapp-cloud-stand-in';
import { termii } from './termii';
import { termiiSignatureValid, whatsAppChallengeAnswer, whatsAppSignatureValid } from './webhook-signatures';
import { whatsAppCloud } from './whatsapp-cloud';

const appSecret = 'meta-app-secret';
const termiiSecret = 'termii-secret-key';
const sign256 = (body: string, secret = appSecret) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe("Meta's X-Hub-Signature-256 on WhatsApp webhooks", () => {
  const body = '{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"contacts":[{"profile":{"name":"Ad\\u00e9"}}]}}]}]}';

  it('accepts the HMAC-SHA256 of the exact bytes Meta sent, keyed with the app secret', () => {
    expect(whatsAppSignatureValid(Buffer.from(body), sign256(body), appSecret)).toBe(true);
    expect(whatsAppSignatureValid(body, sign256(body).toUpperCase().replace('SHA256=', 'sha256='), appSecret)).toBe(true);
  });

  it('refuses a forged, missing or misplaced signature, and a body changed on the way', () => {
    expect(whatsAppSignatureValid(body, sign256(body, 'a guess'), appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body, undefined, appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body, '', appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body, sign256(body).replace('sha256=', ''), appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body, `${sign256(body)}00`, appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body.replace('Ad', 'Ed'), sign256(body), appSecret)).toBe(false);
    expect(whatsAppSignatureValid(body, sign256(body, ''), '')).toBe(false);
  });

  it('checks the raw bytes: the same JSON parsed and written again (é unescaped) no longer matches', () => {
    const rewritten = JSON.stringify(JSON.parse(body));
    expect(rewritten).not.toBe(body);
    expect(whatsAppSignatureValid(rewritten, sign256(body), appSecret)).toBe(false);
  });
});

describe("Meta's hub.challenge check of the callback address", () => {
  const verifyToken = 'our-verify-token-of-16+';

  it('answers the challenge when the verify token is ours', () => {
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '1158201444' }, verifyToken)).toBe('1158201444');
  });

  it('answers nothing to a wrong token, another mode, or a missing challenge', () => {
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' }, verifyToken)).toBeUndefined();
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'unsubscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '1' }, verifyToken)).toBeUndefined();
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken }, verifyToken)).toBeUndefined();
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'subscribe', 'hub.verify_token': ['a', 'b'], 'hub.challenge': '1' }, verifyToken)).toBeUndefined();
    expect(whatsAppChallengeAnswer({ 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' }, '')).toBeUndefined();
  });
});

describe("Termii's X-Termii-Signature on delivery reports", () => {
  const body = '{"type":"outbound","message_id":"3017858407816658717","status":"DELIVERED"}';
  const sign512 = (text: string, secret = termiiSecret) => createHmac('sha512', secret).update(text).digest('hex');

  it('accepts the HMAC-SHA512 of the body keyed with the secret key, and refuses any other', () => {
    expect(termiiSignatureValid(body, sign512(body), termiiSecret)).toBe(true);
    expect(termiiSignatureValid(body, sign512(body, 'the api key'), termiiSecret)).toBe(false);
    expect(termiiSignatureValid(body.replace('DELIVERED', 'Rejected'), sign512(body), termiiSecret)).toBe(false);
    expect(termiiSignatureValid(body, undefined, termiiSecret)).toBe(false);
  });
});

/**
 * The stand-ins' late reports reach a webhook on loopback that checks them with these functions, as the
 * routes will: what the provider signs passes, and a forged report is answered 401 and kept out.
 */
describe('late delivery reports from the stand-ins, signed as the providers sign them', () => {
  const kept: { provider: string; body: unknown }[] = [];
  const receiver = createServer(async (request, response) => {
    const raw = Buffer.from(await readBody(request));
    const valid =
      request.url === '/whatsapp'
        ? whatsAppSignatureValid(raw, request.headers['x-hub-signature-256'] as string | undefined, appSecret)
        : termiiSignatureValid(raw, request.headers['x-termii-signature'] as string | undefined, termiiSecret);
    if (!valid) {
      response.writeHead(401).end();
      return;
    }
    kept.push({ provider: request.url ?? '', body: JSON.parse(raw.toString('utf8')) as unknown });
    response.writeHead(200).end();
  });
  let webhook = '';
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    meta = await startWhatsAppCloudStandIn({ token: 'token', phoneNumberId: '1065', appSecret });
    sms = await startTermiiStandIn({ apiKey: 'key', senderId: 'Brightwire', secretKey: termiiSecret });
  });
  afterAll(async () => {
    await Promise.all([meta.close(), sms.close(), new Promise<void>((resolve) => receiver.close(() => resolve()))]);
  });

  it("carries WhatsApp's failed status, with our reference, to a webhook that believes it", async () => {
    const client = whatsAppCloud({ token: 'token', phoneNumberId: '1065', baseUrl: meta.baseUrl });
    const { providerMessageId } = await client.sendTemplate({ to: '+2348031234567', template: messageTemplates.visitDone, values: ['Adé', 'Solar Services'], reference: 'message-77' });
    expect(await meta.deliver(`${webhook}/whatsapp`, meta.statusWebhook(providerMessageId, 'failed', { secret: 'forged' }))).toBe(401);
    expect(kept).toHaveLength(0);
    expect(await meta.deliver(`${webhook}/whatsapp`, meta.statusWebhook(providerMessageId, 'failed'))).toBe(200);
    expect(kept[0]?.body).toMatchObject({
      entry: [{ changes: [{ value: { statuses: [{ id: providerMessageId, status: 'failed', biz_opaque_callback_data: 'message-77', errors: [{ code: 131026 }] }] } }] }],
    });
  });

  it("carries Termii's delivery report and a customer's inbound SMS to a webhook that believes them", async () => {
    kept.length = 0;
    const { providerMessageId } = await termii({ apiKey: 'key', senderId: 'Brightwire', baseUrl: sms.baseUrl }).sendText({
      to: '+2348031234567',
      text: 'Your visit is tomorrow at 10:00.',
      category: 'transactional',
    });
    expect(await sms.deliver(`${webhook}/termii`, sms.deliveryReport(providerMessageId, 'DND Active on Phone Number', { secret: 'key' }))).toBe(401);
    expect(await sms.deliver(`${webhook}/termii`, sms.deliveryReport(providerMessageId, 'DELIVERED'))).toBe(200);
    expect(await sms.deliver(`${webhook}/termii`, sms.inboundMessage('2348031234567', 'STOP'))).toBe(200);
    expect(kept.map((each) => each.body)).toEqual([
      expect.objectContaining({ type: 'outbound', message_id: providerMessageId, receiver: '2348031234567', status: 'DELIVERED | Message delivered to handset', channel: 'dnd' }),
      expect.objectContaining({ type: 'inbound', sender: '2348031234567', message: 'STOP' }),
    ]);
  });
});
