import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { startSecondServer } from '../../testing/second-server';
import { startTermiiStandIn } from '../../testing/termii-stand-in';
import { startTestApp } from '../../testing/test-app';
import { startWhatsAppCloudStandIn } from '../../testing/whatsapp-cloud-stand-in';
import { customerMessages } from './tables';

/**
 * Issue 32's check of the outbound side, through the app itself: five events of every customer's booking,
 * each asked of one copy and asked again of the other (as a retried request is), while both providers are down
 * for one of them; each customer's phone gets exactly one message per event, and a number that sent "STOP"
 * on both channels gets none. 200 customers on PostgreSQL; the embedded database, one connection for both
 * copies, takes fewer to keep the run short.
 */
const whatsAppSettings = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termiiSettings = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };
const events = ['booking_received', 'booking_confirmed', 'visit_moved', 'booking_cancelled', 'visit_reinstated'];

describe.each(testDatabases())('5 events x many customers on two copies of the app, on the $name database', ({ name, open }) => {
  const count = name === 'postgres' ? 200 : 40;
  const customers = Array.from({ length: count }, (_, index) => ({
    index,
    phone: `0803${String(index).padStart(7, '0')}`,
    international: `234803${String(index).padStart(7, '0')}`,
    // One in ten asked to stop on both channels before anything was sent.
    optedOut: index % 10 === 3,
  }));
  let database: DatabaseHandle;
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  let copies: { app: Awaited<ReturnType<typeof startTestApp>>['app']; close: () => Promise<void> }[];
  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database.db);
    meta = await startWhatsAppCloudStandIn(whatsAppSettings);
    sms = await startTermiiStandIn(termiiSettings);
    const environment = {
      WHATSAPP_TOKEN: whatsAppSettings.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsAppSettings.phoneNumberId,
      WHATSAPP_APP_SECRET: whatsAppSettings.appSecret,
      WHATSAPP_VERIFY_TOKEN: whatsAppSettings.verifyToken,
      WHATSAPP_API_BASE_URL: meta.baseUrl,
      TERMII_API_KEY: termiiSettings.apiKey,
      TERMII_SENDER_ID: termiiSettings.senderId,
      TERMII_SECRET_KEY: termiiSettings.secretKey,
      TERMII_BASE_URL: sms.baseUrl,
      // A message an outage held back is tried again soon after the providers are back.
      JOB_RETRY_BASE_MS: '20',
    };
    const first = await startTestApp(database, environment);
    copies = [first, await startSecondServer(database, first.config, environment)];
  });
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await Promise.all([meta.close(), sms.close()]);
    await database.close();
  });

  /** Runs `work` for every customer, eight at a time, as the office and customers do across both copies. */
  async function forEveryCustomer(work: (customer: (typeof customers)[number]) => Promise<void>) {
    const waiting = [...customers];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let customer = waiting.shift(); customer; customer = waiting.shift()) await work(customer);
      }),
    );
  }

  it('gives each customer exactly one message per event through a provider outage, and an opted-out number none', async () => {
    const inject = (copy: number, options: InjectOptions) => (copies[copy % 2]?.app ?? copies[0]!.app).inject(options);
    const admin = await signedInAs(copies[0]!.app, database.db, 'admin@example.com', 'admin');
    const asAdmin = (copy: number, method: InjectOptions['method'], url: string, payload?: object) => inject(copy, { method, url, cookies: admin, ...(payload ? { payload } : {}) });

    for (const customer of customers.filter((candidate) => candidate.optedOut)) {
      const byWhatsApp = meta.inboundWebhook(customer.international, 'STOP');
      const bySms = sms.inboundMessage(customer.international, 'Stop');
      const whatsAppStop = await inject(customer.index, {
        method: 'POST',
        url: '/api/messages/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': byWhatsApp.signature },
        payload: byWhatsApp.body,
      });
      const smsStop = await inject(customer.index + 1, {
        method: 'POST',
        url: '/api/messages/sms/webhook',
        headers: { 'content-type': 'application/json', 'x-termii-signature': bySms.signature },
        payload: bySms.body,
      });
      expect([whatsAppStop.statusCode, smsStop.statusCode]).toEqual([200, 200]);
    }

    const bookingOf = new Map<number, string>();
    const day = (index: number, from: number) => `2099-02-${String(from + (index % 10)).padStart(2, '0')}`;
    await forEveryCustomer(async (customer) => {
      const booked = await inject(customer.index, {
        method: 'POST',
        url: '/api/booking',
        payload: { name: `Customer ${customer.index} Adeyemi`, phone: customer.phone, service: 'Solar Services', date: day(customer.index, 1), time: '10:00', address: 'Bodija, Ibadan' },
      });
      expect(booked.statusCode).toBe(201);
      bookingOf.set(customer.index, (booked.json() as { _id: string })._id);
    });

    // Each change asked of one copy, then again of the other: the second finds it made and tells nobody.
    const changeTwice = async (customer: (typeof customers)[number], method: InjectOptions['method'], path: string, payload: object | undefined, again: number[]) => {
      const url = `/api/booking/${bookingOf.get(customer.index)}${path}`;
      expect((await asAdmin(customer.index, method, url, payload)).statusCode).toBe(200);
      expect(again).toContain((await asAdmin(customer.index + 1, method, url, payload)).statusCode);
    };
    // Both providers are down while every booking is confirmed.
    await meta.switchTo({ kind: 'server-error' });
    await sms.switchTo({ kind: 'server-error' });
    await forEveryCustomer((customer) => changeTwice(customer, 'PATCH', '/status', { status: 'confirmed', note: '' }, [409]));
    await meta.switchTo({ kind: 'up' });
    await sms.switchTo({ kind: 'up' });
    await forEveryCustomer((customer) => changeTwice(customer, 'PATCH', '/schedule', { date: day(customer.index, 12), time: '14:00' }, [200]));
    await forEveryCustomer((customer) => changeTwice(customer, 'PATCH', '/status', { status: 'cancelled', note: '' }, [409]));
    await forEveryCustomer((customer) => changeTwice(customer, 'POST', '/reinstate', undefined, [409]));

    const optedOut = customers.filter((customer) => customer.optedOut).length;
    await vi.waitFor(
      async () => {
        const rows = await database.db.select({ state: customerMessages.state }).from(customerMessages);
        expect(rows.filter((row) => row.state === 'sent')).toHaveLength((count - optedOut) * events.length);
        expect(rows.filter((row) => row.state === 'withheld')).toHaveLength(optedOut * events.length);
      },
      { timeout: 120_000, interval: 250 },
    );

    const rows = await database.db.select({ phone: customerMessages.phone, event: customerMessages.event }).from(customerMessages);
    for (const customer of customers) {
      const told = rows.filter((row) => row.phone === `+${customer.international}`).map((row) => row.event);
      expect(told.sort()).toEqual([...events].sort());
      const reached = [...meta.sent.filter((sent) => sent.to === customer.international), ...sms.sent.filter((sent) => sent.to === customer.international)];
      expect(reached, customer.phone).toHaveLength(customer.optedOut ? 0 : events.length);
    }
    const templatesByPhone = new Set(meta.sent.map((sent) => `${sent.to}/${(sent.body.template as { name: string }).name}`));
    expect(templatesByPhone.size).toBe(meta.sent.length);
  }, 300_000);
});
