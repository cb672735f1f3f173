import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { replyTexts } from '../../../contracts/conversations';
import type { ConversationEntry, ReplyOptions } from '../../../contracts/conversations.schemas';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import type { DatabaseHandle } from '../../db/client';
import { customerDirectory } from '../customers';
import { signedInAs } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { startTermiiStandIn } from '../../testing/termii-stand-in';
import { startTestApp } from '../../testing/test-app';
import { startWhatsAppCloudStandIn } from '../../testing/whatsapp-cloud-stand-in';
import { contactMessages } from '../contact/tables';
import { customers } from '../customers/tables';
import { channelConsents, officeReplies } from './tables';
import { jobs } from '../../jobs/tables';
import { replyJobKind } from './replies';

const whatsAppSettings = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termiiSettings = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };

describe.each(testDatabases())("customers' WhatsApp and SMS messages in the office's inbox, on the $name database", ({ open }) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  let admin: Record<string, string>;
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
    await emptyDatabase(database.db);
    meta.forget();
    sms.forget();
    admin = await signedInAs(server.app, database.db, 'office@brightwire.ng', 'admin');
  });

  const inject = (options: InjectOptions) => server.app.inject(options);
  const whatsApp = (webhook: { body: string; signature: string }) =>
    inject({ method: 'POST', url: '/api/messages/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': webhook.signature }, payload: webhook.body });
  const textMessage = (webhook: { body: string; signature: string }) =>
    inject({ method: 'POST', url: '/api/messages/sms/webhook', headers: { 'content-type': 'application/json', 'x-termii-signature': webhook.signature }, payload: webhook.body });
  const inbox = async () => ((await inject({ method: 'GET', url: '/api/contactlist', cookies: admin })).json() as { messages: InboxMessage[] }).messages;
  const customerOf = (phone: string) => customerDirectory.noteCustomer(database.db, { name: 'Funke Akindele', email: '', phone });
  const options = async (phone: string) => (await inject({ method: 'GET', url: `/api/messages/replies/options?phone=${encodeURIComponent(phone)}`, cookies: admin })).json() as ReplyOptions;
  const reply = (payload: object) => inject({ method: 'POST', url: '/api/messages/replies', cookies: admin, payload });
  const settled = () =>
    vi.waitFor(
      async () => {
        const rows = await database.db.select().from(officeReplies);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.state !== 'queued')).toBe(true);
      },
      { timeout: 15_000, interval: 50 },
    );

  it('threads a WhatsApp message and an SMS with the customer whatever way the office wrote their number', async () => {
    const writings = ['0803 123 4567', '+234 805 222 3344', '(0807) 555-6677', '234-909-111-2233', '810 444 5566'];
    const senders = ['2348031234567', '2348052223344', '+2348075556677', '2349091112233', '2348104445566'];
    const ids: string[] = [];
    for (const writing of writings) ids.push((await customerOf(writing)) ?? '');
    for (const [index, sender] of senders.entries()) {
      const answer =
        index % 2 === 0
          ? await whatsApp(meta.inboundWebhook(sender.replace('+', ''), `Message ${index}`, { name: `Sender ${index}` }))
          : await textMessage(sms.inboundMessage(sender, `Message ${index}`));
      expect(answer.statusCode).toBe(200);
    }
    const listed = await inbox();
    expect(listed).toHaveLength(5);
    for (const [index] of senders.entries()) {
      const message = listed.find((each) => each.message === `Message ${index}`);
      expect(message, `message ${index}`).toMatchObject({ channel: index % 2 === 0 ? 'whatsapp' : 'sms', customerId: ids[index], handled: false, subject: '', email: '' });
    }
    // No second record was made for a number the directory knew.
    expect(await database.db.select().from(customers)).toHaveLength(5);
  });

  it("starts a customer record for a number nobody knows, named as WhatsApp names them, and keeps the form's messages as they were", async () => {
    await inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Kunle Afolabi', phone: '08039876543', message: 'Please quote a solar system.' } });
    await whatsApp(meta.inboundWebhook('2348061234567', 'Do you install inverters?', { name: 'Bisi' }));
    const [record] = await database.db.select().from(customers).where(eq(customers.phoneKey, '8061234567'));
    expect(record).toMatchObject({ name: 'Bisi', phone: '+2348061234567' });
    const listed = await inbox();
    expect(listed.find((each) => each.channel === 'whatsapp')).toMatchObject({ name: 'Bisi', phone: '+2348061234567', message: 'Do you install inverters?', customerId: record?.id });
    const form = listed.find((each) => each.channel === 'form');
    expect(Object.keys(form ?? {}).sort()).toEqual(['_id', 'channel', 'createdAt', 'customerId', 'email', 'handled', 'message', 'name', 'phone', 'subject']);
    expect(form?.customerId).toEqual(expect.any(String));
    // An inbound message counts among the unhandled on the dashboard, as the form's do.
    expect((await inject({ method: 'GET', url: '/api/admin/summary', cookies: admin })).json()).toMatchObject({ unhandledMessages: 2 });
  });

  it('stores a message the provider sends again once, and a forged one not at all', async () => {
    const inbound = meta.inboundWebhook('2348031234567', 'Please come at 2pm');
    for (let time = 0; time < 3; time += 1) expect((await whatsApp(inbound)).statusCode).toBe(200);
    const text = sms.inboundMessage('2348031234567', 'Thanks');
    for (let time = 0; time < 2; time += 1) expect((await textMessage(text)).statusCode).toBe(200);
    expect(await inbox()).toHaveLength(2);

    const forged = meta.inboundWebhook('2348039999999', 'Send me the money', { secret: 'a guess' });
    expect((await whatsApp(forged)).statusCode).toBe(401);
    const forgedSms = sms.inboundMessage('2348039999999', 'Send me the money', { secret: 'a guess' });
    expect((await textMessage(forgedSms)).statusCode).toBe(401);
    expect(await database.db.select().from(contactMessages)).toHaveLength(2);
    expect(await database.db.select().from(customers).where(eq(customers.phoneKey, '8039999999'))).toHaveLength(0);
  });

  it('answers free text inside the 24-hour window and the reply template outside it, each sent once however often the form is sent', async () => {
    await whatsApp(meta.inboundWebhook('2348031234567', 'Can you come on Friday?', { name: 'Funke' }));
    const inside = await options('0803 123 4567');
    expect(inside.whatsapp).toMatchObject({ open: true, kind: 'text' });
    const form = { phone: '0803 123 4567', channel: 'whatsapp', body: 'Yes, Friday at 10:00 works.', name: 'Funke', key: 'reply-key-0000000001' };
    const first = await reply(form);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(replyTexts.queued);
    const again = await reply(form);
    expect(again.statusCode).toBe(200);
    expect(again.json().reply._id).toBe(first.json().reply._id);
    await settled();
    expect(meta.sent).toHaveLength(1);
    expect(meta.sent[0]).toMatchObject({ to: '2348031234567', type: 'text' });
    expect((meta.sent[0]?.body.text as { body: string }).body).toBe('Yes, Friday at 10:00 works.');

    // A day and more later, the window has closed.
    await database.db.update(contactMessages).set({ createdAt: sql`now() - interval '25 hours'` });
    const outside = await options('+2348031234567');
    expect(outside.whatsapp).toMatchObject({ open: true, kind: 'template' });
    meta.forget();
    expect((await reply({ ...form, body: 'Are you\nstill interested?', key: 'reply-key-0000000002' })).statusCode).toBe(201);
    await vi.waitFor(() => expect(meta.sent).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const template = meta.sent[0]?.body.template as { name: string; components: { parameters: { text: string }[] }[] };
    expect(template.name).toBe('message_reply');
    expect(template.components[0]?.parameters.map((parameter) => parameter.text)).toEqual(['Funke', 'Are you still interested?']);
  });

  it('answers an SMS by SMS, and sends nothing on a channel the customer ended', async () => {
    await textMessage(sms.inboundMessage('2348031234567', 'Is the inverter in stock?'));
    expect((await reply({ phone: '08031234567', channel: 'sms', body: 'Yes, it is in stock.', key: 'sms-reply-000000001' })).statusCode).toBe(201);
    await settled();
    expect(sms.requests.map((request) => (request.body as { sms: string; to: string }).to)).toEqual(['2348031234567']);

    await textMessage(sms.inboundMessage('2348031234567', 'STOP'));
    expect((await options('08031234567')).sms.open).toBe(false);
    const refused = await reply({ phone: '08031234567', channel: 'sms', body: 'Sorry to see you go.', key: 'sms-reply-000000002' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(replyTexts.channelEnded);
    expect(sms.requests).toHaveLength(1);
  });

  it('withholds a queued reply when the customer ended the channel before its job ran', async () => {
    // The reply was stored with its job while WhatsApp was open; the customer's "STOP" landed before a worker took it.
    const [stored] = await database.db
      .insert(officeReplies)
      .values({ key: 'ended-reply-0000001', phone: '+2348031234567', channel: 'whatsapp', kind: 'template', body: 'Hello', writtenBy: 'office@brightwire.ng' })
      .returning();
    await database.db.insert(channelConsents).values({ phone: '+2348031234567', channel: 'whatsapp', state: 'ended', how: 'stop-whatsapp' });
    await database.db.insert(jobs).values({ id: stored?.id, kind: replyJobKind, payload: { replyId: stored?.id }, maxAttempts: 30 });
    await settled();
    expect((await database.db.select().from(officeReplies))[0]?.state).toBe('withheld');
    expect(meta.sent).toHaveLength(0);
  });

  it("shows the customer's conversation in and out, newest first, a page at a time", async () => {
    const id = await customerOf('08031234567');
    await whatsApp(meta.inboundWebhook('2348031234567', 'First question', { name: 'Funke' }));
    await reply({ phone: '08031234567', channel: 'whatsapp', body: 'First answer', key: 'conversation-00001' });
    await settled();
    await textMessage(sms.inboundMessage('2348031234567', 'Second question'));
    const page = async (cursor?: string) =>
      (await inject({ method: 'GET', url: `/api/customers/${id}/conversation?limit=2${cursor ? `&cursor=${cursor}` : ''}`, cookies: admin })).json() as {
        messages: ConversationEntry[];
        nextCursor: string | null;
      };
    const first = await page();
    expect(first.messages.map((entry) => [entry.direction, entry.channel, entry.body])).toEqual([
      ['in', 'sms', 'Second question'],
      ['out', 'whatsapp', 'First answer'],
    ]);
    expect(first.messages[1]).toMatchObject({ state: 'sent', by: 'office@brightwire.ng' });
    const second = await page(first.nextCursor ?? '');
    expect(second.messages.map((entry) => entry.body)).toEqual(['First question']);
    expect(second.nextCursor).toBeNull();
    const customer = await signedInAs(server.app, database.db, 'funke@example.com');
    expect((await inject({ method: 'GET', url: `/api/customers/${id}/conversation`, cookies: customer })).statusCode).toBe(403);
    expect(
      (await inject({ method: 'POST', url: '/api/messages/replies', cookies: customer, payload: { phone: '08031234567', channel: 'sms', body: 'x', key: 'customer-key-000001' } })).statusCode,
    ).toBe(403);
  });
});
