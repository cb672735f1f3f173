import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../contracts/messaging-templates';
import { startTermiiStandIn } from '../testing/termii-stand-in';
import { startWhatsAppCloudStandIn } from '../testing/whatsapp-cloud-stand-in';
import { termii } from './termii';
import { termiiDeliveryState, termiiReports, whatsAppReports } from './webhook-reports';
import { whatsAppCloud } from './whatsapp-cloud';

describe("the providers' webhooks read into reports", () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  beforeAll(async () => {
    meta = await startWhatsAppCloudStandIn({ token: 't', phoneNumberId: '1065', appSecret: 's' });
    sms = await startTermiiStandIn({ apiKey: 'k', senderId: 'Brightwire', secretKey: 's' });
  });
  afterAll(async () => {
    await meta.close();
    await sms.close();
  });

  it("reads Meta's statuses with our reference and its error code, and a customer's message by E.164 number", async () => {
    const { providerMessageId } = await whatsAppCloud({ token: 't', phoneNumberId: '1065', baseUrl: meta.baseUrl }).sendTemplate({
      to: '+2348031234567',
      template: messageTemplates.visitDone,
      values: ['Funke', 'Solar'],
      reference: 'message-5',
    });
    expect(whatsAppReports(meta.statusWebhook(providerMessageId, 'delivered').body)).toEqual([
      { kind: 'status', provider: 'whatsapp', providerMessageId, state: 'delivered', providerStatus: 'delivered', reference: 'message-5', errorCode: undefined },
    ]);
    expect(whatsAppReports(meta.statusWebhook(providerMessageId, 'failed', { errorCode: 131047 }).body)[0]).toMatchObject({ state: 'failed', errorCode: '131047' });
    const [inbound] = whatsAppReports(meta.inboundWebhook('2348031234567', 'Can you come at 2pm? Ẹ ṣé', { name: 'Funke Adéyemí' }).body);
    expect(inbound).toMatchObject({ kind: 'inbound', provider: 'whatsapp', from: '+2348031234567', text: 'Can you come at 2pm? Ẹ ṣé', name: 'Funke Adéyemí' });
  });

  it("reads Termii's delivery reports and inbound SMS", async () => {
    const { providerMessageId } = await termii({ apiKey: 'k', senderId: 'Brightwire', baseUrl: sms.baseUrl }).sendText({ to: '+2348031234567', text: 'Hello', category: 'transactional' });
    expect(termiiReports(sms.deliveryReport(providerMessageId, 'DELIVERED').body)).toEqual([
      { kind: 'status', provider: 'termii', providerMessageId, state: 'delivered', providerStatus: 'DELIVERED | Message delivered to handset', reference: undefined, errorCode: undefined },
    ]);
    expect(termiiReports(sms.inboundMessage('2348031234567', 'STOP').body)).toEqual([expect.objectContaining({ kind: 'inbound', from: '+2348031234567', text: 'STOP' })]);
  });

  it("maps Termii's status sentences to delivered, failed or still sent", () => {
    expect(termiiDeliveryState('DELIVERED | Message delivered to handset')).toBe('delivered');
    for (const failed of ['DND Active on Phone Number', 'Message Failed', 'Rejected', 'Expired', 'Undelivered']) expect(termiiDeliveryState(failed), failed).toBe('failed');
    expect(termiiDeliveryState('Message Sent')).toBe('sent');
  });

  it('finds no report in what is not one', () => {
    for (const body of ['', 'not json', '{}', '{"object":"page","entry":[]}', '{"type":"device_status","status":"offline"}']) {
      expect(whatsAppReports(body), body).toEqual([]);
      expect(termiiReports(body), body).toEqual([]);
    }
  });
});
