import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTermiiStandIn } from '../testing/termii-stand-in';
import { ProviderOutage, ProviderRefusal, refusedForGood } from './provider-failures';
import { termii } from './termii';

const settings = { apiKey: 'TLstand-in-api-key', senderId: 'Brightwire', secretKey: 'termii-secret-key' };
const funke = '+2348031234567';
const receipt = 'Brightwire: we have received NGN 150,000 for INV-2031. Thank you. https://brightwire.ng/i/3Hr8';

describe("SMS by Termii's Messaging API, against its stand-in", () => {
  let stand: Awaited<ReturnType<typeof startTermiiStandIn>>;
  let client: ReturnType<typeof termii>;
  beforeAll(async () => {
    stand = await startTermiiStandIn(settings);
    client = termii({ apiKey: settings.apiKey, senderId: settings.senderId, baseUrl: stand.baseUrl });
  });
  afterAll(() => stand.close());
  beforeEach(async () => {
    await stand.switchTo({ kind: 'up' });
    stand.forget();
  });

  it("sends a transactional SMS on the DND route in Termii's documented shape, answering its message id and pages", async () => {
    const sent = await client.sendText({ to: funke, text: receipt, category: 'transactional' });
    expect(sent).toEqual({ providerMessageId: stand.sent[0]?.messageId, pages: 1 });
    // Termii's ids are 19 digits: read from message_id_str, they keep every digit.
    expect(sent.providerMessageId).toMatch(/^\d{19}$/);
    const [request] = stand.requests;
    expect(request?.path).toBe('/api/sms/send');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ api_key: settings.apiKey, to: '2348031234567', from: 'Brightwire', sms: receipt, type: 'plain', channel: 'dnd' });
  });

  it('sends marketing on the generic route, which the networks keep from numbers on DND', async () => {
    await client.sendText({ to: funke, text: 'Brightwire: 10% off inverter servicing this month.', category: 'marketing' });
    expect(stand.requests[0]?.body).toMatchObject({ channel: 'generic' });
  });

  it('reports the pages an SMS costs', async () => {
    await expect(client.sendText({ to: funke, text: 'a'.repeat(161), category: 'transactional' })).resolves.toMatchObject({ pages: 2 });
  });

  it('surfaces a refused connection and a 5xx as an outage the queue tries again', async () => {
    await stand.switchTo({ kind: 'connections-refused' });
    const down = await client.sendText({ to: funke, text: receipt, category: 'transactional' }).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(ProviderOutage);
    expect(refusedForGood(down)).toBe(false);
    await stand.switchTo({ kind: 'server-error' });
    await expect(client.sendText({ to: funke, text: receipt, category: 'transactional' })).rejects.toBeInstanceOf(ProviderOutage);
    await stand.switchTo({ kind: 'up' });
    await expect(client.sendText({ to: funke, text: receipt, category: 'transactional' })).resolves.toHaveProperty('pages', 1);
  });

  it("surfaces Termii's 4xx refusal as final, with its words", async () => {
    await stand.refuse(400, 'Insufficient balance');
    const refused = await client.sendText({ to: funke, text: receipt, category: 'transactional' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderRefusal);
    expect(refused).toMatchObject({ code: '400', message: expect.stringContaining('Insufficient balance') });
    expect(refusedForGood(refused)).toBe(true);
  });

  it('is refused for good with a wrong key or an unregistered sender ID, as Termii checks them', async () => {
    await expect(termii({ ...settings, apiKey: 'wrong', baseUrl: stand.baseUrl }).sendText({ to: funke, text: receipt, category: 'transactional' })).rejects.toMatchObject({
      name: 'ProviderRefusal',
      code: '401',
    });
    await expect(termii({ ...settings, senderId: 'Other', baseUrl: stand.baseUrl }).sendText({ to: funke, text: receipt, category: 'transactional' })).rejects.toMatchObject({
      name: 'ProviderRefusal',
      message: expect.stringContaining('Invalid Sender Id'),
    });
    expect(stand.sent).toHaveLength(0);
  });

  it('refuses an empty SMS before calling Termii', async () => {
    await expect(client.sendText({ to: funke, text: '', category: 'transactional' })).rejects.toBeInstanceOf(ProviderRefusal);
    expect(stand.requests).toHaveLength(0);
  });
});
