import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../contracts/messaging-templates';
import { startWhatsAppCloudStandIn } from '../testing/whatsapp-cloud-stand-in';
import { ProviderOutage, ProviderRefusal, refusedForGood } from './provider-failures';
import { whatsAppCloud } from './whatsapp-cloud';

const settings = { token: 'EAAG-stand-in-token', phoneNumberId: '106540352242922', appSecret: 'app-secret-of-the-stand-in' };
const funke = '+2348031234567';
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe("WhatsApp by Meta's Cloud API, against its stand-in", () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let client: ReturnType<typeof whatsAppCloud>;
  beforeAll(async () => {
    meta = await startWhatsAppCloudStandIn(settings);
    client = whatsAppCloud({ token: settings.token, phoneNumberId: settings.phoneNumberId, baseUrl: meta.baseUrl });
  });
  afterAll(() => meta.close());
  beforeEach(async () => {
    await meta.switchTo({ kind: 'up' });
    meta.forget();
  });

  it("sends an approved template in Meta's documented shape and answers its wamid", async () => {
    const values = ['Funke', 'Tunde Bakare', '0803 555 0142'];
    const sent = await client.sendTemplate({ to: funke, template: messageTemplates.technicianOnTheWay, values, reference: 'message-41' });
    expect(sent.providerMessageId).toBe(meta.sent[0]?.id);
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    const [request] = meta.requests;
    expect(request?.path).toBe(`/v23.0/${settings.phoneNumberId}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${settings.token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '2348031234567',
      type: 'template',
      template: { name: 'technician_on_the_way', language: { code: 'en' }, components: [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }] },
      biz_opaque_callback_data: 'message-41',
    });
  });

  it("sends free-form text inside the customer's 24-hour window", async () => {
    const sent = await client.sendText({ to: funke, text: 'We can come at 2pm instead.', windowClosesAt: inAnHour(), reference: 'message-42' });
    expect(sent.providerMessageId).toBe(meta.sent[0]?.id);
    expect(meta.requests[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '2348031234567',
      type: 'text',
      text: { preview_url: true, body: 'We can come at 2pm instead.' },
      biz_opaque_callback_data: 'message-42',
    });
  });

  it('refuses free-form text once the window has closed, without calling Meta', async () => {
    const closedAt = new Date('2026-11-27T10:00:00Z');
    const sending = client.sendText({ to: funke, text: 'Hello again', windowClosesAt: closedAt, reference: 'message-43' }, new Date('2026-11-27T10:00:00Z'));
    await expect(sending).rejects.toThrow(/window/);
    await expect(sending.catch(refusedForGood)).resolves.toBe(true);
    expect(meta.requests).toHaveLength(0);
  });

  it('surfaces a refused connection and a 5xx as an outage the queue tries again', async () => {
    await meta.switchTo({ kind: 'connections-refused' });
    const down = await client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' }).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(ProviderOutage);
    expect(refusedForGood(down)).toBe(false);

    await meta.switchTo({ kind: 'server-error' });
    const failing = await client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' }).catch((error: unknown) => error);
    expect(failing).toBeInstanceOf(ProviderOutage);

    await meta.switchTo({ kind: 'up' });
    await expect(client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' })).resolves.toHaveProperty('providerMessageId');
  });

  it("counts Meta's rate limits as an outage, not a refusal", async () => {
    await meta.refuse(130429, '(#130429) Rate limit hit');
    const limited = await client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderOutage);
  });

  it("surfaces Meta's 4xx refusal as final, with its code", async () => {
    await meta.refuse(131026, '(#131026) Message Undeliverable');
    const refused = await client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderRefusal);
    expect(refused).toMatchObject({ code: '131026' });
    expect(refusedForGood(refused)).toBe(true);
  });

  it('is refused for good with a wrong token or an unapproved template, as Meta checks them', async () => {
    const stranger = whatsAppCloud({ token: 'stolen', phoneNumberId: settings.phoneNumberId, baseUrl: meta.baseUrl });
    await expect(stranger.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke', 'Solar Services'], reference: 'm' })).rejects.toMatchObject({
      name: 'ProviderRefusal',
      code: '190',
    });
    const unapproved = { ...messageTemplates.visitDone, name: 'summer_promo' };
    await expect(client.sendTemplate({ to: funke, template: unapproved, values: ['Funke', 'Solar Services'], reference: 'm' })).rejects.toMatchObject({ name: 'ProviderRefusal', code: '132001' });
    expect(meta.sent).toHaveLength(0);
  });

  it('refuses a template with the wrong number of values before calling Meta', async () => {
    await expect(client.sendTemplate({ to: funke, template: messageTemplates.visitDone, values: ['Funke'], reference: 'm' })).rejects.toBeInstanceOf(ProviderRefusal);
    expect(meta.requests).toHaveLength(0);
  });
});
