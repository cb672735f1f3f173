import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagingMessages } from '../../../contracts/messaging';
import { messageTemplates } from '../../../contracts/messaging-templates';
import type { DatabaseHandle } from '../../db/client';
import { messageReports } from './tables';
import { termii } from '../../messaging/termii';
import { whatsAppCloud } from '../../messaging/whatsapp-cloud';
import { testDatabases } from '../../testing/databases';
import { startTermiiStandIn } from '../../testing/termii-stand-in';
import { startTestApp } from '../../testing/test-app';
import { startWhatsAppCloudStandIn } from '../../testing/whatsapp-cloud-stand-in';

const whatsAppSettings = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termiiSettings = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };

describe.each(testDatabases())("the providers' webhooks on the $name database", ({ open }) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  beforeAll(async () => {
    database = await open();
    meta = await startWhatsAppCloudStandIn(whatsAppSettings);
    sms = await startTermiiStandIn(termiiSettings);
    server = await startTestApp(database, {
      WHATSAPP_TOKEN: whatsAppSettings.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsAppSettings.phoneNumberId,
      WHATSAPP_APP_SECRET: whatsAppSettings.appSecret,
      WHATSAPP_VERIFY_TOKEN: whatsAppSettings.verifyToken,
      WHATSAPP_API_BASE_URL: meta.baseUrl,
      TERMII_API_KEY: termiiSettings.apiKey,
      TERMII_SENDER_ID: termiiSettings.senderId,
      TERMII_SECRET_KEY: termiiSettings.secretKey,
      TERMII_BASE_URL: sms.baseUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([meta.close(), sms.close()]);
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(messageReports);
  });

  const reports = () => database.db.select().from(messageReports);
  const post = (url: string, body: string, headers: Record<string, string>) => server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });
  const sentTemplate = () =>
    whatsAppCloud({ token: whatsAppSettings.token, phoneNumberId: whatsAppSettings.phoneNumberId, baseUrl: meta.baseUrl }).sendTemplate({
      to: '+2348031234567',
      template: messageTemplates.visitDone,
      values: ['Funke', 'Solar Services'],
      reference: 'message-12',
    });

  it("answers Meta's hub.challenge with the bare challenge when the verify token is ours, and 401 otherwise", async () => {
    const ours = await server.app.inject({ method: 'GET', url: `/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${whatsAppSettings.verifyToken}&hub.challenge=1158201444` });
    expect(ours.statusCode).toBe(200);
    expect(ours.body).toBe('1158201444');
    const guessed = await server.app.inject({ method: 'GET', url: '/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444' });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual({ message: messagingMessages.badSignature });
  });

  it("keeps WhatsApp's signed status reports once however often Meta repeats them, and a forged one changes nothing", async () => {
    const { providerMessageId } = await sentTemplate();
    const forged = meta.statusWebhook(providerMessageId, 'delivered', { secret: 'a guess' });
    expect((await post('/api/messages/whatsapp/webhook', forged.body, { 'x-hub-signature-256': forged.signature })).statusCode).toBe(401);
    expect((await post('/api/messages/whatsapp/webhook', forged.body, {})).statusCode).toBe(401);
    expect(await reports()).toEqual([]);

    const delivered = meta.statusWebhook(providerMessageId, 'delivered');
    for (let time = 0; time < 2; time += 1) {
      const answer = await post('/api/messages/whatsapp/webhook', delivered.body, { 'x-hub-signature-256': delivered.signature });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: messagingMessages.received });
    }
    expect(await reports()).toEqual([expect.objectContaining({ provider: 'whatsapp', kind: 'status', providerMessageId, state: 'delivered', reference: 'message-12' })]);
  });

  it("keeps a customer's WhatsApp message with their number in E.164", async () => {
    const inbound = meta.inboundWebhook('2348031234567', 'Please come at 2pm', { name: 'Funke' });
    expect((await post('/api/messages/whatsapp/webhook', inbound.body, { 'x-hub-signature-256': inbound.signature })).statusCode).toBe(200);
    expect(await reports()).toEqual([expect.objectContaining({ kind: 'inbound', state: 'received', fromPhone: '+2348031234567', body: 'Please come at 2pm' })]);
  });

  it("keeps Termii's signed delivery reports and inbound SMS, refusing forged ones", async () => {
    const { providerMessageId } = await termii({ ...termiiSettings, baseUrl: sms.baseUrl }).sendText({ to: '+2348031234567', text: 'Your visit is tomorrow at 10:00.', category: 'transactional' });
    const forged = sms.deliveryReport(providerMessageId, 'DELIVERED', { secret: termiiSettings.apiKey });
    expect((await post('/api/messages/sms/webhook', forged.body, { 'x-termii-signature': forged.signature })).statusCode).toBe(401);
    expect(await reports()).toEqual([]);
    const dnd = sms.deliveryReport(providerMessageId, 'DND Active on Phone Number');
    expect((await post('/api/messages/sms/webhook', dnd.body, { 'x-termii-signature': dnd.signature })).statusCode).toBe(200);
    const stop = sms.inboundMessage('2348031234567', 'STOP');
    expect((await post('/api/messages/sms/webhook', stop.body, { 'x-termii-signature': stop.signature })).statusCode).toBe(200);
    expect(await reports()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'termii', kind: 'status', providerMessageId, state: 'failed', providerStatus: 'DND Active on Phone Number' }),
        expect.objectContaining({ provider: 'termii', kind: 'inbound', fromPhone: '+2348031234567', body: 'STOP' }),
      ]),
    );
  });

  it('answers 401 to every webhook while the providers are not set, however it is signed', async () => {
    const bare = await startTestApp(database);
    try {
      const { providerMessageId } = await sentTemplate();
      const delivered = meta.statusWebhook(providerMessageId, 'delivered');
      expect(
        (
          await bare.app.inject({
            method: 'POST',
            url: '/api/messages/whatsapp/webhook',
            headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivered.signature },
            payload: delivered.body,
          })
        ).statusCode,
      ).toBe(401);
      expect((await bare.app.inject({ method: 'GET', url: '/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=1' })).statusCode).toBe(401);
      expect(await reports()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
