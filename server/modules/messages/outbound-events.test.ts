import { asc, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice, solarQuote } from '../../testing/service-work';
import { sweepDepsOf } from '../../testing/sweep-deps';
import { sendInvoiceReminders } from '../invoices';
import { sweepQuotes } from '../quotes';
import { stockProduct } from '../../testing/shop';
import { whereShortLinkLeads } from '../../testing/short-links';
import { useTestApp } from '../../testing/test-context';
import { optOutWords } from '../../../contracts/messaging';
import { optOutPath } from './opt-out-links';
import { channelConsents, customerMessages } from './tables';

/**
 * Every message the product mails a customer goes to their phone as well (issue 32 item 1): what each change
 * stores for the phone, in the change's own transaction, with a short link to the page the mail links to.
 */
const visit = { name: 'Kunle Balogun', phone: '0803 777 0017', service: 'Solar Services', date: '2099-01-05', time: '10:00', address: 'Oke-Ado, Ibadan' };
const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };

describe.each(testDatabases())('the phone hears what the mail says, on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
  });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });
  const told = () => t.database.db.select().from(customerMessages).orderBy(asc(customerMessages.createdAt));
  const lastTold = async () => (await told()).at(-1);
  const linkOf = (message: { values: string[] } | undefined) => message?.values.find((value) => value.includes('/m/')) ?? '';

  it('tells a phone-only customer each change of their booking: confirmed, moved by the office, moved by themselves, cancelled and back on', async () => {
    const booked = await inject({ method: 'POST', url: '/api/booking', payload: visit });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { _id: string })._id;
    const manage = await whereShortLinkLeads(t.app, linkOf({ values: (await told())[0]?.templateValues ?? [] }));
    expect(manage).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);

    expect((await asAdmin('PATCH', `/api/booking/${id}/status`, { status: 'confirmed', note: '' })).statusCode).toBe(200);
    const confirmed = await lastTold();
    expect(confirmed).toMatchObject({ phone: '+2348037770017', event: 'booking_confirmed', template: 'bookingConfirmed', category: 'transactional' });
    expect(await whereShortLinkLeads(t.app, linkOf({ values: confirmed?.templateValues ?? [] }))).toBe(manage);

    expect((await asAdmin('PATCH', `/api/booking/${id}/schedule`, { date: '2099-01-06', time: '14:00' })).statusCode).toBe(200);
    expect(await lastTold()).toMatchObject({ event: 'visit_moved', template: 'visitMoved' });
    expect((await lastTold())?.smsText).toContain('Tue, 6 Jan 2099 at 2:00 PM');

    const token = manage.split('/').at(-1) ?? '';
    expect((await inject({ method: 'POST', url: `/api/booking/manage/${token}/reschedule`, payload: { date: '2099-01-07', time: '11:00' } })).statusCode).toBe(200);
    expect(await lastTold()).toMatchObject({ event: 'booking_change_received', template: 'bookingChangeReceived' });

    expect((await inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel` })).statusCode).toBe(200);
    expect(await lastTold()).toMatchObject({ event: 'booking_cancelled', template: 'bookingCancelled' });

    expect((await asAdmin('POST', `/api/booking/${id}/reinstate`)).statusCode).toBe(200);
    expect(await lastTold()).toMatchObject({ event: 'visit_reinstated', template: 'visitReinstated' });
    expect((await asAdmin('PATCH', `/api/booking/${id}/status`, { status: 'cancelled', note: 'The roof is not ready' })).statusCode).toBe(200);
    // Cancelled a second time after it was back on: told again, each change once.
    expect((await told()).map((message) => message.event)).toEqual([
      'booking_received',
      'booking_confirmed',
      'visit_moved',
      'booking_change_received',
      'booking_cancelled',
      'visit_reinstated',
      'booking_cancelled',
    ]);
    // A change refused (already cancelled) tells nothing.
    expect((await asAdmin('PATCH', `/api/booking/${id}/status`, { status: 'cancelled', note: '' })).statusCode).toBe(409);
    expect(await told()).toHaveLength(7);
  });

  it("sends a phone-only customer the receipt of a payment the office records, with the invoice's page", async () => {
    const invoice = (await asAdmin('POST', '/api/invoices', roofingInvoice({ customer: { name: 'Kunle Balogun', email: '', phone: '0803 777 0017', address: 'Oke-Ado, Ibadan' } }))).json() as {
      _id: string;
      number: string;
    };
    const sent = await asAdmin('POST', `/api/invoices/${invoice._id}/send`);
    expect(sent.statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/invoices/${invoice._id}/payments`, { amount: '50000', method: 'bank_transfer', receivedOn: lagosClock().day, note: '' })).statusCode).toBe(201);
    const receipt = await lastTold();
    expect(receipt).toMatchObject({ event: 'payment_received', template: 'paymentReceipt', phone: '+2348037770017' });
    expect(receipt?.templateValues.slice(0, 3)).toEqual(['Kunle', 'NGN 50,000', invoice.number]);
    expect(await whereShortLinkLeads(t.app, linkOf({ values: receipt?.templateValues ?? [] }))).toBe(new URL((sent.json() as { link: string }).link).pathname);
  });

  it('reminds a phone-only customer of an invoice due soon and overdue, and of a quote about to expire, once each however often the sweep runs', async () => {
    const customer = { name: 'Kunle Balogun', email: '', phone: '0803 777 0017', address: 'Oke-Ado, Ibadan' };
    const invoice = (await asAdmin('POST', '/api/invoices', roofingInvoice({ customer, dueDate: addDays(lagosClock().day, 2) }))).json() as { _id: string; number: string };
    expect((await asAdmin('POST', `/api/invoices/${invoice._id}/send`)).statusCode).toBe(200);
    const quote = (await asAdmin('POST', '/api/quotes', solarQuote({ customer, validUntil: addDays(lagosClock().day, 2) }))).json() as { _id: string; number: string };
    expect((await asAdmin('POST', `/api/quotes/${quote._id}/send`)).statusCode).toBe(200);
    // Sent days ago: a document sent today is its own reminder.
    await t.database.db.execute(sql`update invoices set sent_at = now() - interval '10 days'`);
    await t.database.db.execute(sql`update quotes set sent_at = now() - interval '10 days'`);
    const events = async () => (await told()).map((message) => message.event);

    for (const copy of [sweepDepsOf(t), sweepDepsOf(t)]) {
      await sendInvoiceReminders(copy);
      await sweepQuotes(copy);
    }
    expect((await events()).filter((event) => event === 'invoice_due_soon' || event === 'quote_expiring').sort()).toEqual(['invoice_due_soon', 'quote_expiring']);
    const dueSoon = (await told()).find((message) => message.event === 'invoice_due_soon');
    expect(dueSoon).toMatchObject({ phone: '+2348037770017', template: 'invoiceDueSoon' });
    expect(dueSoon?.templateValues.slice(0, 2)).toEqual(['Kunle', invoice.number]);
    expect(dueSoon?.smsText).toMatch(/left to pay by .* Pay: /);

    await t.database.db.execute(sql`update invoices set due_date = ${addDays(lagosClock().day, -1)}`);
    for (const copy of [sweepDepsOf(t), sweepDepsOf(t)]) await sendInvoiceReminders(copy);
    const overdue = (await told()).filter((message) => message.event === 'invoice_overdue');
    expect(overdue).toHaveLength(1);
    expect(await whereShortLinkLeads(t.app, linkOf({ values: overdue[0]?.templateValues ?? [] }))).toMatch(/^\/invoices\//);
  });

  it('tells the phone an order is delivered to that it is paid and each step after, shipped with its waybill', async () => {
    const ada = await signedInAs(t.app, t.database.db, 'ada@example.com', 'customer', { name: 'Ada Obi' });
    const product = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: product.id } });
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json() as { _id: string };
    const { reference } = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } })).json() as { reference: string };
    await inject({ method: 'POST', url: `/api/payments/sandbox/${reference}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies: ada });
    const [order] = (await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json() as { _id: string; number: number }[];
    const paid = await lastTold();
    expect(paid).toMatchObject({ event: 'order_paid', template: 'orderPaid', phone: '+2348035550199' });
    expect(paid?.templateValues.slice(0, 2)).toEqual(['Ada', `#ORD-${order?.number}`]);

    expect((await asAdmin('PATCH', `/api/orders/${order?._id}/fulfilment`, { fulfilmentStatus: 'shipped', trackingNote: 'GIG 1029384756' })).statusCode).toBe(200);
    const shipped = await lastTold();
    expect(shipped).toMatchObject({ event: 'order_shipped', template: 'orderShipped' });
    expect(shipped?.smsText).toContain('Waybill: GIG 1029384756');
    expect((await asAdmin('PATCH', `/api/orders/${order?._id}/fulfilment`, { fulfilmentStatus: 'delivered', trackingNote: 'GIG 1029384756' })).statusCode).toBe(200);
    expect(await lastTold()).toMatchObject({ event: 'order_delivered', template: 'orderUpdate' });
    // A correction is not told, as it is not mailed.
    expect((await asAdmin('PATCH', `/api/orders/${order?._id}/fulfilment`, { fulfilmentStatus: 'shipped', trackingNote: 'GIG 1029384756', correction: true })).statusCode).toBe(200);
    expect(await told()).toHaveLength(3);
  });

  it('counts on the dashboard the messages sent this month by channel, the SMS pages billed, and the mails', async () => {
    expect((await inject({ method: 'POST', url: '/api/booking', payload: { ...visit, email: 'kunle@example.com' } })).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await lastTold())?.state).toBe('sent'), { timeout: 15_000, interval: 50 });
    // One more carried by SMS on two pages this month, and one of last month, as the providers took them.
    const sms = {
      phone: '+2348037770017',
      category: 'transactional' as const,
      template: 'visitDone',
      templateValues: ['Kunle', 'Solar Services'],
      smsText: 'Thank you',
      state: 'sent' as const,
      channel: 'sms' as const,
    };
    await t.database.db.insert(customerMessages).values([
      { ...sms, event: 'visit_done', about: 'booking:a', pages: 2, sentAt: new Date() },
      { ...sms, event: 'visit_done', about: 'booking:b', pages: 1, sentAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) },
    ]);
    const dashboard = await asAdmin('GET', '/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    // The customer's confirmation and the office's notice of the booking went by mail.
    expect((dashboard.json() as { messagesThisMonth: unknown }).messagesThisMonth).toEqual({
      whatsapp: { messages: 1, segments: 1 },
      sms: { messages: 1, segments: 2 },
      email: { messages: 2, segments: 2 },
    });
  });

  it("ends SMS to a number when its customer presses the opt-out link's button, recorded once, and never by opening the link", async () => {
    const path = optOutPath(t.config.accessTokenSecret, '+2348037770017');
    const page = await inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    // The page's name; its drawing, which needs the built app, is the browser test's (e2e/messages.spec.ts).
    expect(page.body).toContain('<title>Stop our SMS');
    const api = `/api/messages${path.replace('/stop/', '/opt-out/')}`;
    expect((await inject({ method: 'GET', url: api })).json()).toEqual({ phone: '+234803 *** 0017', channel: 'sms', ended: false });
    expect(await t.database.db.select().from(channelConsents)).toHaveLength(0);
    for (let press = 0; press < 2; press += 1) {
      const stopped = await inject({ method: 'POST', url: api, payload: {} });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ phone: '+234803 *** 0017', channel: 'sms', ended: true, message: optOutWords.ended });
    }
    expect(await t.database.db.select({ phone: channelConsents.phone, channel: channelConsents.channel, state: channelConsents.state, how: channelConsents.how }).from(channelConsents)).toEqual([
      { phone: '+2348037770017', channel: 'sms', state: 'ended', how: 'link' },
    ]);
    expect((await inject({ method: 'GET', url: api })).json()).toMatchObject({ ended: true });
    // Another number's link cannot be made without the server's secret.
    const forged = api.replace('2348037770017', '2348037770018');
    expect((await inject({ method: 'POST', url: forged, payload: {} })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/messages/opt-out/nonsense' })).json()).toEqual({ message: optOutWords.unknownLink });
  });

  it('answers an unknown short link with the site\'s "not found" page', async () => {
    const unknown = await inject({ method: 'GET', url: '/m/Zz9-_aB' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect((await inject({ method: 'GET', url: '/m/not-a-code-at-all' })).statusCode).toBe(404);
  });
});
