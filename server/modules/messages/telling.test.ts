import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { textMessagePages } from '../../../contracts/messaging';
import { defaultWorkingHours } from '../../../contracts/staff';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../jobs/tables';
import { signedInAs } from '../../testing/accounts';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { startTermiiStandIn } from '../../testing/termii-stand-in';
import { whereShortLinkLeads } from '../../testing/short-links';
import { startTestApp } from '../../testing/test-app';
import { startWhatsAppCloudStandIn } from '../../testing/whatsapp-cloud-stand-in';
import { channelConsents, customerMessages } from './tables';
import { deliveryCheckJobKind } from './telling';

const whatsAppSettings = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termiiSettings = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };
const visit = { name: 'Funke Akindele', phone: '0803 123 4567', service: 'Solar Services', date: '2099-01-05', time: '10:00', address: '4 Bodija Road, Bodija, Ibadan' };

describe.each(testDatabases())('telling a customer by phone, on the $name database', ({ open }) => {
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
      // A message an outage held back is tried again soon, so the test sees it go.
      JOB_RETRY_BASE_MS: '50',
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([meta.close(), sms.close()]);
    await database.close();
  });
  beforeEach(async () => {
    await emptyDatabase(database.db);
    await meta.switchTo({ kind: 'up' });
    await sms.switchTo({ kind: 'up' });
    meta.forget();
    sms.forget();
  });

  const inject = (options: InjectOptions) => server.app.inject(options);
  const book = async (fields: object = {}) => {
    const response = await inject({ method: 'POST', url: '/api/booking', payload: { ...visit, ...fields } });
    expect(response.statusCode).toBe(201);
    return (response.json() as { _id: string })._id;
  };
  const messages = () => database.db.select().from(customerMessages);
  /** Waits for the queue's workers to have sent every message (the request hands them over and answers). */
  const allSent = () =>
    vi.waitFor(
      async () => {
        const rows = await messages();
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.state === 'sent')).toBe(true);
      },
      { timeout: 15_000, interval: 50 },
    );

  it('sends a booking confirmation as a WhatsApp template, once, with the message id as reference and the provider id kept', async () => {
    const id = await book();
    await allSent();
    expect(meta.sent).toHaveLength(1);
    const [sent] = meta.sent;
    const [row] = await messages();
    expect(sent).toMatchObject({ to: '2348031234567', type: 'template', reference: row?.id });
    expect((sent?.body.template as { name: string }).name).toBe('booking_confirmation');
    expect(row).toMatchObject({ phone: '+2348031234567', category: 'transactional', event: 'booking_received', about: `booking:${id}`, channel: 'whatsapp', providerMessageId: sent?.id });
    // The message's job carries the same id: the reference Meta echoes names the job too.
    expect(
      await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.id, row?.id ?? '')),
    ).toHaveLength(1);
    expect(sms.requests).toHaveLength(0);
  });

  it('sends it by SMS on the DND route, one GSM-7 page with the manage link, when the number has no WhatsApp', async () => {
    await meta.refuse(131026, '(#131026) Message Undeliverable');
    await book({ name: 'Fúnmiláyọ̀ Àjàyí' });
    await allSent();
    const [row] = await messages();
    expect(row).toMatchObject({ channel: 'sms', triedChannels: ['whatsapp'], pages: 1 });
    const bodies = sms.requests.map((request) => request.body as { sms: string; channel: string; to: string });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ to: '2348031234567', channel: 'dnd' });
    expect(textMessagePages(bodies[0]?.sms ?? '')).toMatchObject({ encoding: 'GSM-7', pages: 1 });
    // The manage page by the short link, so the words fit one page.
    const [manage] = (bodies[0]?.sms ?? '').match(/https?:\/\/\S+\/m\/[A-Za-z0-9_-]{7}/g) ?? [];
    expect(await whereShortLinkLeads(server.app, manage ?? '')).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
  });

  it('keeps a message through an outage of both providers and sends it once when they are back', async () => {
    await meta.switchTo({ kind: 'connections-refused' });
    await sms.switchTo({ kind: 'server-error' });
    await book();
    await vi.waitFor(async () => expect((await messages())[0]?.lastError).not.toBe(''), { timeout: 15_000, interval: 50 });
    expect((await messages())[0]?.state).toBe('queued');
    // WhatsApp comes back first; Termii stays down, so nothing but WhatsApp can carry it.
    await meta.switchTo({ kind: 'up' });
    await allSent();
    expect(meta.sent).toHaveLength(1);
    expect((await messages())[0]).toMatchObject({ channel: 'whatsapp', triedChannels: [] });
  });

  it('sends it again by SMS when WhatsApp reports no delivery within the set time, and only once', async () => {
    await book();
    await allSent();
    expect(meta.sent).toHaveLength(1);
    // The set time has passed (the check's job is due now) with no "delivered" report.
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, deliveryCheckJobKind));
    await vi.waitFor(async () => expect((await messages())[0]).toMatchObject({ state: 'sent', channel: 'sms', triedChannels: ['whatsapp'] }), { timeout: 15_000, interval: 50 });
    expect(sms.requests).toHaveLength(1);
  });

  it('leaves a message WhatsApp delivered alone when its time is up', async () => {
    await book();
    await allSent();
    const [sent] = meta.sent;
    const delivered = meta.statusWebhook(sent?.id ?? '', 'delivered');
    const webhook = await inject({
      method: 'POST',
      url: '/api/messages/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivered.signature },
      payload: delivered.body,
    });
    expect(webhook.statusCode).toBe(200);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, deliveryCheckJobKind));
    await vi.waitFor(async () => expect((await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, deliveryCheckJobKind)))[0]?.state).toBe('done'), {
      timeout: 15_000,
      interval: 50,
    });
    expect((await messages())[0]).toMatchObject({ state: 'sent', channel: 'whatsapp' });
    expect(sms.requests).toHaveLength(0);
  });

  it('never sends again on a channel a number ended with "STOP", goes on by SMS, and withholds a message once both are ended', async () => {
    const stopOnWhatsApp = meta.inboundWebhook('2348031234567', ' stop ');
    const forged = meta.inboundWebhook('2348031234567', 'STOP', { secret: 'not-the-app-secret' });
    const webhook = (signed: { body: string; signature: string }) =>
      inject({ method: 'POST', url: '/api/messages/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed.signature }, payload: signed.body });
    expect((await webhook(forged)).statusCode).toBe(401);
    await book();
    await allSent();
    expect(meta.sent).toHaveLength(1);
    await database.db.delete(customerMessages);
    meta.forget();

    expect((await webhook(stopOnWhatsApp)).statusCode).toBe(200);
    await book({ date: '2099-01-06' });
    await allSent();
    expect(meta.sent).toHaveLength(0);
    expect((await messages())[0]).toMatchObject({ channel: 'sms' });
    await database.db.delete(customerMessages);
    sms.forget();

    const stopBySms = sms.inboundMessage('2348031234567', 'STOP');
    expect(
      (await inject({ method: 'POST', url: '/api/messages/sms/webhook', headers: { 'content-type': 'application/json', 'x-termii-signature': stopBySms.signature }, payload: stopBySms.body }))
        .statusCode,
    ).toBe(200);
    await book({ date: '2099-01-07' });
    await vi.waitFor(async () => expect((await messages())[0]?.state).toBe('withheld'), { timeout: 15_000, interval: 50 });
    expect(meta.sent).toHaveLength(0);
    expect(sms.requests).toHaveLength(0);
    const consents = await database.db.select().from(channelConsents);
    expect(consents.map(({ channel, state, how, phone }) => ({ channel, state, how, phone })).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'sms', state: 'ended', how: 'stop-sms', phone: '+2348031234567' },
      { channel: 'whatsapp', state: 'ended', how: 'stop-whatsapp', phone: '+2348031234567' },
    ]);
  });

  it('lists for the office a message no channel took, and only for the office', async () => {
    await meta.refuse(131026, '(#131026) Message Undeliverable');
    await sms.refuse(400, 'Insufficient balance');
    const id = await book();
    await vi.waitFor(async () => expect((await messages())[0]?.state).toBe('failed'), { timeout: 15_000, interval: 50 });
    const admin = await signedInAs(server.app, database.db, 'admin@example.com', 'admin');
    const listed = await inject({ method: 'GET', url: '/api/messages/undelivered', cookies: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      messages: [{ phone: '+2348031234567', event: 'booking_received', about: `booking:${id}`, triedChannels: ['whatsapp', 'sms'], lastError: expect.stringContaining('Insufficient balance') }],
    });
    const customer = await signedInAs(server.app, database.db, 'funke@example.com', 'customer');
    expect((await inject({ method: 'GET', url: '/api/messages/undelivered', cookies: customer })).statusCode).toBe(403);
  });

  it('sends the link of a quote and of an invoice to a phone-only customer when the office sends them, amounts in NGN', async () => {
    const admin = await signedInAs(server.app, database.db, 'admin@example.com', 'admin');
    const phoneOnly = { name: 'Kunle Balogun', email: '', phone: '0803 777 0017', address: 'Oke-Ado, Ibadan' };
    const quote = await sendNewQuote(server.app, admin, solarQuote({ customer: phoneOnly }));
    const invoice = await inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice({ customer: phoneOnly }) });
    const invoiceSent = await inject({ method: 'POST', url: `/api/invoices/${(invoice.json() as { _id: string })._id}/send`, cookies: admin });
    expect(invoiceSent.statusCode).toBe(200);
    await allSent();
    const templates = meta.sent.map((sent) => sent.body.template as { name: string; components: { parameters: { text: string }[] }[] });
    expect(templates.map((template) => template.name).sort()).toEqual(['invoice_link', 'quote_link']);
    const valuesOf = (name: string) => templates.find((template) => template.name === name)?.components[0]?.parameters.map((parameter) => parameter.text);
    const [quoteValues, invoiceValues] = [valuesOf('quote_link'), valuesOf('invoice_link')];
    expect(quoteValues?.[0]).toBe('Kunle');
    expect(quoteValues?.[2]).toMatch(/^NGN [\d,]+(\.\d\d)?$/);
    expect(await whereShortLinkLeads(server.app, quoteValues?.[3] ?? '')).toBe(new URL(quote.link).pathname);
    expect(await whereShortLinkLeads(server.app, invoiceValues?.[3] ?? '')).toBe(new URL((invoiceSent.json() as { link: string }).link).pathname);
    expect(meta.sent.every((sent) => sent.to === '2348037770017')).toBe(true);
  });

  it("tells the customer their technician is on the way when the technician presses the button, with the technician's name and phone, once, and thanks them when the visit is done", async () => {
    const cookies = await signedInAs(server.app, database.db, 'ade@example.com', 'technician', { name: 'Ade Solar', services: ['Solar Services'], workingHours: defaultWorkingHours });
    const id = await book();
    await allSent();
    meta.forget();
    const onWay = { method: 'POST' as const, url: `/api/schedule/mine/${id}/progress`, cookies, payload: { key: 'ade-on-the-way-0000001', step: 'on_way' } };
    expect((await inject(onWay)).statusCode).toBe(200);
    expect((await inject({ ...onWay, payload: { key: 'ade-on-the-way-0000002', step: 'on_way' } })).statusCode).toBe(200);
    await allSent();
    expect(meta.sent).toHaveLength(1);
    const parameters = (meta.sent[0]?.body.template as { name: string; components: { parameters: { text: string }[] }[] }).components[0]?.parameters.map((parameter) => parameter.text);
    expect((meta.sent[0]?.body.template as { name: string }).name).toBe('technician_on_the_way');
    expect(parameters).toEqual(['Funke', 'Ade Solar', '+234 803 555 0142']);
    meta.forget();
    // The thanks goes by SMS (this number has no WhatsApp now), short enough to carry the link that stops our SMS.
    await meta.refuse(131026, '(#131026) Message Undeliverable');
    expect((await inject({ ...onWay, payload: { key: 'ade-visit-done-00000001', step: 'done' } })).statusCode).toBe(200);
    await allSent();
    const [thanks] = sms.requests.map((request) => (request.body as { sms: string }).sms);
    expect(thanks).toMatch(/^Brightwire: your Solar Services visit is done\./);
    expect(textMessagePages(thanks ?? '')).toMatchObject({ encoding: 'GSM-7', pages: 1 });
    const stop = / Stop: (https?:\/\/\S+\/m\/[A-Za-z0-9_-]{7})$/.exec(thanks ?? '')?.[1] ?? '';
    expect(await whereShortLinkLeads(server.app, stop)).toMatch(/^\/stop\/2348031234567\.[A-Za-z0-9_-]{22}$/);
  });
});
