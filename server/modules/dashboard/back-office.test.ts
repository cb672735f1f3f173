import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { lagosClock } from '../../../contracts/lagos-time';
import { orderMessages, orderNumber } from '../../../contracts/orders';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };

describe.each(testDatabases())('running the business on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { PUBLIC_URL: 'http://127.0.0.1:3998' } });
  let admin: Record<string, string>;
  let ada: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);

  async function paidOrder(priceKobo = 5_850_000, quantity = 2) {
    const product = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo });
    for (let count = 0; count < quantity; count += 1) await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: product.id } });
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json();
    const { reference } = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } })).json();
    await inject({ method: 'POST', url: `/api/payments/sandbox/${reference}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies: ada });
    const [order] = (await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json();
    return order as { _id: string; number: number; reference: string; fulfilmentStatus: string };
  }

  it('moves a paid order through fulfilment, mails the customer each time and shows it in the order history', async () => {
    const order = await paidOrder();
    expect(order.fulfilmentStatus).toBe('processing');
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    t.mail.clear();

    const shipped = await inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/fulfilment`,
      cookies: admin,
      payload: { fulfilmentStatus: 'shipped', trackingNote: 'GIG Logistics, waybill 12345' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ fulfilmentStatus: 'shipped', trackingNote: 'GIG Logistics, waybill 12345', message: 'Order updated' });
    const notice = t.mail.lastTo('ada@example.com');
    expect(notice?.subject).toBe(`Your order ${orderNumber(order)} is on its way to you`);
    expect(notice?.text).toContain('GIG Logistics, waybill 12345');
    expect((await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json()[0]).toMatchObject({ fulfilmentStatus: 'shipped' });

    const refused = await inject({ method: 'PATCH', url: `/api/orders/${order._id}/fulfilment`, cookies: admin, payload: { fulfilmentStatus: 'lost' } });
    expect(refused.statusCode).toBe(400);
  });

  it('opens one order for the back office with its customer, lines and address; an unknown or malformed id says so', async () => {
    const order = await paidOrder();
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    const opened = await inject({ method: 'GET', url: `/api/orders/admin/${order._id}`, cookies: admin });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      _id: order._id,
      reference: order.reference,
      status: 'success',
      totalAmount: 117000,
      user: { email: 'ada@example.com' },
      address: { street: home.street, phone: home.phone },
      products: [{ product: { name: 'Twin and Earth Cable' }, quantity: 2, price: 58500, soldOutWhenPaid: false }],
      stockWarning: false,
    });
    const unknown = await inject({ method: 'GET', url: '/api/orders/admin/00000000-0000-4000-8000-000000000000', cookies: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: orderMessages.notFound });
    expect((await inject({ method: 'GET', url: '/api/orders/admin/not-an-order', cookies: admin })).statusCode).toBe(400);
  });

  it('moves fulfilment forward only, and lets an admin correct a slip without mailing the customer', async () => {
    const order = await paidOrder();
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    t.mail.clear();
    const fulfil = (payload: object) => inject({ method: 'PATCH', url: `/api/orders/${order._id}/fulfilment`, cookies: admin, payload });
    expect((await fulfil({ fulfilmentStatus: 'delivered' })).statusCode).toBe(200);
    expect(t.mail.received.map((sent) => sent.subject)).toEqual([`Your order ${orderNumber(order)} has been delivered`]);

    for (const backwards of ['processing', 'shipped', 'cancelled']) {
      const refused = await fulfil({ fulfilmentStatus: backwards });
      expect(refused.statusCode, backwards).toBe(409);
      expect(refused.json()).toEqual({ message: orderMessages.fulfilmentForwardOnly });
    }
    const corrected = await fulfil({ fulfilmentStatus: 'shipped', trackingNote: 'Delivered was a slip', correction: true });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ fulfilmentStatus: 'shipped', message: orderMessages.fulfilmentCorrected });
    expect((await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json()[0].fulfilmentStatus).toBe('shipped');
    expect(t.mail.received).toHaveLength(1);
  });

  it('keeps contact messages in an inbox newest first, with an unhandled count the navigation can show', async () => {
    for (const name of ['Kunle Afolabi', 'Bisi Adeleke']) {
      await inject({ method: 'POST', url: '/api/contactlist', payload: { name, phone: '08039876543', message: `Hello from ${name}` } });
    }
    const inbox = (await inject({ method: 'GET', url: '/api/contactlist', cookies: admin })).json().messages;
    expect(inbox.map((message: { name: string }) => message.name)).toEqual(['Bisi Adeleke', 'Kunle Afolabi']);
    expect((await inject({ method: 'GET', url: '/api/admin/summary', cookies: admin })).json()).toEqual({ unhandledMessages: 2, pendingBookings: 0, over: [] });

    const handled = await inject({ method: 'PATCH', url: `/api/contactlist/${inbox[0]._id}/handled`, cookies: admin, payload: { handled: true } });
    expect(handled.json()).toMatchObject({ name: 'Bisi Adeleke', handled: true });
    expect((await inject({ method: 'GET', url: `/api/contactlist/${inbox[0]._id}`, cookies: admin })).json().handled).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/admin/summary', cookies: admin })).json().unhandledMessages).toBe(1);
  });

  it('exports orders, bookings and messages as CSV that spreadsheets read safely', async () => {
    await paidOrder();
    await inject({
      method: 'POST',
      url: '/api/booking',
      payload: { name: '=Tunde Ojo', phone: '08031234567', service: 'Other', otherService: 'Gate, "sliding", motor', date: '2099-01-05', time: '09:00', note: 'Two lines\nof notes' },
    });
    await inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Ọlábísí Adéyẹmí', phone: '08039876543', message: '@SUM(A1:A9)' } });

    const orders = await inject({ method: 'GET', url: '/api/orders/export.csv', cookies: admin });
    expect(orders.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(orders.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(orders.body.startsWith('\uFEFF')).toBe(true);
    const orderRows = parse(orders.body.slice(1));
    expect(orderRows[0]).toContain('Total (₦)');
    expect(orderRows[1]).toContain('117000.00');
    expect(orderRows[1]).toContain('2 × Twin and Earth Cable');

    const bookings = parse((await inject({ method: 'GET', url: '/api/booking/export.csv', cookies: admin })).body.slice(1));
    expect(bookings[1]).toEqual(expect.arrayContaining(["'=Tunde Ojo", 'Other: Gate, "sliding", motor', 'Two lines\nof notes']));
    const messages = parse((await inject({ method: 'GET', url: '/api/contactlist/export.csv', cookies: admin })).body.slice(1));
    expect(messages[1]).toEqual(expect.arrayContaining(['Ọlábísí Adéyẹmí', "'@SUM(A1:A9)"]));

    // Every screen shows Lagos time, and so do the files: '2026-11-24 20:15', never an ISO instant in UTC.
    const lagosTimeOf = (iso: string) => `${lagosClock(new Date(iso)).day} ${lagosClock(new Date(iso)).time}`;
    const [storedBooking] = (await inject({ method: 'GET', url: '/api/booking', cookies: admin })).json().bookings;
    expect(bookings[0]).toContain('Status');
    expect(bookings[1]).toEqual(expect.arrayContaining([lagosTimeOf(storedBooking.createdAt), 'pending']));
    const [storedOrder] = (await inject({ method: 'GET', url: '/api/orders/admin', cookies: admin })).json().orders;
    expect(orderRows[1]).toContain(lagosTimeOf(storedOrder.createdAt));
    const [storedMessage] = (await inject({ method: 'GET', url: '/api/contactlist', cookies: admin })).json().messages;
    expect(messages[1]).toContain(lagosTimeOf(storedMessage.createdAt));
  });

  it('sums this month’s paid orders and names the best sellers on the dashboard', async () => {
    await paidOrder(5_850_000, 2);
    await inject({ method: 'POST', url: '/api/booking', payload: { name: 'Funke Akindele', phone: '08031234567', service: 'Solar Services', date: '2099-01-05', time: '09:00' } });
    const figures = (await inject({ method: 'GET', url: '/api/admin/dashboard', cookies: admin })).json();
    expect(figures).toMatchObject({ pendingBookings: 1, unhandledMessages: 0, ordersAwaitingFulfilment: 1, revenue: { thisMonth: 117000, lastMonth: 0 } });
    expect(figures.bestSellers).toEqual([expect.objectContaining({ name: 'Twin and Earth Cable', quantity: 2 })]);
  });

  it('counts as pending the bookings waiting for their confirming call, as the To confirm tab lists them', async () => {
    await inject({ method: 'POST', url: '/api/booking', payload: { name: 'Funke Akindele', phone: '08031234567', service: 'Solar Services', date: '2099-01-05', time: '09:00' } });
    // A visit whose day passed unconfirmed: the booking form refuses past days, so it is written as the years leave it.
    await t.database.db.execute(sql`insert into bookings (name, phone, service, date, time) values ('Tunde Ojo', '08031234568', 'Automation', '2020-03-02', '10:00')`);
    const summary = (await inject({ method: 'GET', url: '/api/admin/summary', cookies: admin })).json();
    const counts = (await inject({ method: 'GET', url: '/api/booking/counts', cookies: admin })).json();
    const toConfirm = (await inject({ method: 'GET', url: '/api/booking?view=to_confirm', cookies: admin })).json().bookings;
    expect(summary.pendingBookings).toBe(1);
    expect(counts.toConfirm).toBe(1);
    expect(toConfirm.map((booking: { name: string }) => booking.name)).toEqual(['Funke Akindele']);
    expect((await inject({ method: 'GET', url: '/api/booking?status=pending', cookies: admin })).json().bookings).toHaveLength(2);
  });

  it('searches, sorts, filters and pages the shop on the server, and still lists everything by default', async () => {
    const names = ['Smoke Detector', 'Solar Panel 550 W', 'Solar Charge Controller', '100% Copper Cable'];
    const prices = [1_450_000, 16_200_000, 11_800_000, 5_850_000];
    for (const [index, name] of names.entries()) await stockProduct(t.database.db, { name, priceKobo: prices[index] ?? 100, soldOut: index === 0 });
    const get = async (query: string) => inject({ method: 'GET', url: `/api/products${query}` });
    const names_ = async (query: string) => (await get(query)).json().map((product: { name: string }) => product.name);

    expect(await names_('')).toHaveLength(4);
    expect(await names_('?q=solar&sort=price_asc')).toEqual(['Solar Charge Controller', 'Solar Panel 550 W']);
    expect(await names_('?sort=price_desc&inStock=true')).toEqual(['Solar Panel 550 W', 'Solar Charge Controller', '100% Copper Cable']);
    expect(await names_('?q=100%25')).toEqual(['100% Copper Cable']);
    const firstPage = await get('?sort=price_asc&page=1&limit=2');
    expect(firstPage.headers['x-total-count']).toBe('4');
    expect(firstPage.json().map((product: { name: string }) => product.name)).toEqual(['Smoke Detector', '100% Copper Cable']);
    expect(await names_('?sort=price_asc&page=2&limit=2')).toEqual(['Solar Charge Controller', 'Solar Panel 550 W']);
    expect((await get('?sort=cheapest')).statusCode).toBe(400);
    expect((await get('?limit=1000')).statusCode).toBe(400);
  });
});
