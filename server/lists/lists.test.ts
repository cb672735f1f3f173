import type { InjectOptions } from 'fastify';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listMessages } from '../../contracts/lists';
import { lagosClock } from '../../contracts/lagos-time';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-context';

/**
 * Lists that grow (API.md): pages on a cursor, newest first, with filters and searches in SQL, the whole list
 * streamed without `limit`, and exports of any length. Rows are made with SQL in bulk, as years of trade would.
 */
describe.each(testDatabases())('lists that grow on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { environment: { PUBLIC_URL: 'http://127.0.0.1:3997' } });
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    customer = await signedInAs(t.app, t.database.db, 'ada@example.com');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const get = async (url: string, cookies = admin) => {
    const response = await inject({ method: 'GET', url, cookies });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.json();
  };
  const withQuery = (url: string, query: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
    return `${url}${url.includes('?') ? '&' : '?'}${search}`;
  };

  /** Walks a list a page at a time; `between` runs after each page (to add rows meanwhile). */
  async function walk(url: string, name: string, limit: number, between?: (page: number) => Promise<void>, cookies = admin) {
    const seen: { _id: string }[] = [];
    let cursor: string | undefined;
    for (let page = 1; ; page += 1) {
      const answer = await get(withQuery(url, { limit, cursor }), cookies);
      seen.push(...answer[name]);
      if (!answer.nextCursor) return seen;
      cursor = answer.nextCursor;
      await between?.(page);
    }
  }

  const addBookings = (count: number, fields: { date?: string; status?: string; spreadDays?: number } = {}) =>
    t.database.db.execute(sql`
      insert into bookings (name, phone, email, service, date, time, status, created_at, address)
      select 'Customer ' || g, '0803 555 ' || lpad(g::text, 4, '0'), 'c' || g || '@example.com', 'Solar Services',
             ${fields.date ?? '2099-01-01'}::date + (g % ${fields.spreadDays ?? 30}), lpad((8 + g % 10)::text, 2, '0') || ':00', ${fields.status ?? 'pending'},
             now() - g * interval '1 minute', g || ' Ring Road, Ibadan'
      from generate_series(1, ${count}) g`);

  async function addOrders(count: number, status = 'success') {
    await t.database.db.execute(sql`
      insert into orders (user_id, reference, status, total_kobo, address_street, address_city, address_state, address_country, address_phone, provider_checks, created_at, paid_at)
      select (select id from users where email = 'ada@example.com'), 'BW-TEST-' || lpad(g::text, 6, '0'), ${status}, 100000 * g, '1 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', '08030000000', 2,
             now() - g * interval '1 minute', case when ${status} = 'success' then now() - g * interval '1 minute' end
      from generate_series(1, ${count}) g`);
    await t.database.db.execute(sql`
      insert into order_lines (order_id, name, featured_image, price_kobo, quantity)
      select id, 'Twin and Earth Cable', '/uploads/0123456789abcdef0123456789abcdef.webp', total_kobo, 1 from orders where reference like 'BW-TEST-%'`);
  }

  it('walks the bookings a page at a time, newest first, missing and repeating none while new ones arrive', async () => {
    await addBookings(130);
    const expected = (await get('/api/booking')).bookings.map((booking: { _id: string }) => booking._id);
    expect(expected).toHaveLength(130);
    const walked = await walk('/api/booking', 'bookings', 25, async (page) => {
      if (page === 2) await inject({ method: 'POST', url: '/api/booking', payload: { name: 'Late Arrival', phone: '08031234567', service: 'Rewinding', date: '2099-05-05', time: '10:00' } });
    });
    expect(walked.map((booking) => booking._id)).toEqual(expected);
  });

  it('pages each sort order of the bookings, and combines its tabs, filters and searches with the pages', async () => {
    await addBookings(60);
    const byDate = await walk(withQuery('/api/booking', { sort: 'date_asc' }), 'bookings', 7);
    const keys = byDate.map((booking) => `${(booking as unknown as { date: string }).date} ${(booking as unknown as { time: string }).time}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(byDate.map((booking) => booking._id)).size).toBe(60);

    const today = lagosClock().day;
    await addBookings(9, { date: today, status: 'confirmed', spreadDays: 1 });
    const todays = await walk(withQuery('/api/booking', { view: 'today' }), 'bookings', 4);
    expect(todays.every((booking) => (booking as unknown as { date: string }).date === today)).toBe(true);
    expect(todays.length).toBeGreaterThan(0);
    expect(await get('/api/booking/counts')).toMatchObject({ today: todays.length, toConfirm: 60 });

    const found = await walk(withQuery('/api/booking', { q: '555 0042', sort: 'date_desc' }), 'bookings', 1);
    expect(found.map((booking) => (booking as unknown as { name: string }).name)).toEqual(['Customer 42']);
    const byDigits = await get(withQuery('/api/booking', { q: '08035550042' }));
    expect(byDigits.bookings.map((booking: { name: string }) => booking.name)).toEqual(['Customer 42']);
  });

  it('refuses a forged cursor, an edited one, and one made for other filters, with a 400', async () => {
    await addBookings(12);
    const first = await get('/api/booking?limit=5');
    const [body = '', signature = ''] = String(first.nextCursor).split('.');
    const edited = `${Buffer.from(
      Buffer.from(body, 'base64url')
        .toString()
        .replace(/[0-9]{4}-/, '1999-'),
    ).toString('base64url')}.${signature}`;
    for (const url of [
      `/api/booking?limit=5&cursor=${edited}`,
      `/api/booking?limit=5&cursor=${body}.AAAAAAAAAAAAAAAAAAAAAA`,
      `/api/booking?limit=5&status=confirmed&cursor=${first.nextCursor}`,
      '/api/booking?limit=5&cursor=nonsense',
    ]) {
      const refused = await inject({ method: 'GET', url, cookies: admin });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toBe(listMessages.cursor);
    }
    expect((await inject({ method: 'GET', url: '/api/booking?limit=101', cookies: admin })).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/booking?from=2026-02-30', cookies: admin })).statusCode).toBe(400);
  });

  it('pages the Order History by tab and search, counts its tabs, and answers the whole list at any length', async () => {
    await addOrders(45);
    await t.database.db.execute(sql`update orders set status = 'pending', paid_at = null where reference in ('BW-TEST-000003', 'BW-TEST-000004')`);
    await t.database.db.execute(sql`update orders set fulfilment_status = 'delivered' where reference = 'BW-TEST-000005'`);
    expect(await get('/api/orders/admin/counts')).toEqual({ toShip: 42, paid: 43, unpaid: 2, over: [] });
    const toShip = await walk(withQuery('/api/orders/admin', { view: 'to_ship' }), 'orders', 10);
    expect(toShip).toHaveLength(42);
    // The to-ship queue is worked oldest first.
    expect(new Set(toShip.map((order) => order._id)).size).toBe(42);
    expect(toShip[0] as unknown as { reference: string; user: { email: string }; products: unknown[] }).toMatchObject({
      reference: 'BW-TEST-000045',
      user: { email: 'ada@example.com' },
      products: [expect.objectContaining({ quantity: 1 })],
    });
    const unpaid = await get('/api/orders/admin?view=unpaid&limit=10');
    expect(unpaid.orders.map((order: { reference: string }) => order.reference)).toEqual(['BW-TEST-000003', 'BW-TEST-000004']);
    expect(unpaid.nextCursor).toBeNull();
    expect((await get('/api/orders/admin?q=TEST-000044&limit=5')).orders.map((order: { reference: string }) => order.reference)).toEqual(['BW-TEST-000044']);
    expect((await get('/api/orders/admin?q=ada%40example&limit=50')).orders).toHaveLength(45);
    expect((await get('/api/orders/admin')).orders).toHaveLength(45);

    const mine = await walk('/api/orders/user', 'orders', 20, undefined, customer);
    expect(mine).toHaveLength(45);
    const whole = await get('/api/orders/user', customer);
    expect(whole.map((order: { _id: string }) => order._id)).toEqual(mine.map((order) => order._id));
  });

  it('ships several paid orders at once, refusing the unpaid one and mailing each customer', async () => {
    await addOrders(3);
    await t.database.db.execute(sql`update orders set status = 'failed' where reference = 'BW-TEST-000003'`);
    const orders = (await get('/api/orders/admin?limit=10')).orders as { _id: string; reference: string }[];
    const shipped = await inject({ method: 'POST', url: '/api/orders/fulfilment', cookies: admin, payload: { orderIds: orders.map((order) => order._id), fulfilmentStatus: 'shipped' } });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().orders.map((order: { fulfilmentStatus: string }) => order.fulfilmentStatus)).toEqual(['shipped', 'shipped']);
    expect(shipped.json().refused).toEqual([{ _id: orders.find((order) => order.reference === 'BW-TEST-000003')?._id, message: 'Only a paid order can be fulfilled' }]);
    expect(shipped.json().message).toBe('2 orders updated');
  });

  it('pages and searches the inbox by name, e-mail or phone digits, and narrows it to unhandled messages', async () => {
    await t.database.db.execute(sql`
      insert into contact_messages (name, phone, email, message, created_at, handled_at)
      select 'Sender ' || g, '+234 (803) 777-' || lpad(g::text, 4, '0'), 's' || g || '@example.com', 'Hello number ' || g, now() - g * interval '1 minute',
             case when g % 3 = 0 then now() end
      from generate_series(1, 70) g`);
    const all = await walk('/api/contactlist', 'messages', 15);
    expect(all).toHaveLength(70);
    expect(new Set(all.map((message) => message._id)).size).toBe(70);
    expect(await walk('/api/contactlist?handled=false', 'messages', 15)).toHaveLength(47);
    for (const q of ['08037770017', '777-0017', 's17@example', 'Sender 17']) {
      expect(
        (await get(withQuery('/api/contactlist', { q, limit: 10 }))).messages.map((message: { name: string }) => message.name),
        q,
      ).toEqual(['Sender 17']);
    }
  });

  it('pages the admin product table and a customer\u2019s bookings', async () => {
    await t.database.db.execute(sql`
      insert into products (name, price_kobo, featured_image, created_at)
      select 'Breaker ' || g, 1000 * g, '/uploads/0123456789abcdef0123456789abcdef.webp', now() - g * interval '1 minute' from generate_series(1, 33) g`);
    expect(await walk('/api/products/admin', 'products', 10)).toHaveLength(33);
    expect((await get('/api/products/admin?q=Breaker%2032&limit=5')).products.map((product: { name: string }) => product.name)).toEqual(['Breaker 32']);

    await t.database.db.execute(sql`
      insert into bookings (name, phone, email, service, date, time)
      select 'Ada Okafor', '08031234567', case when g % 2 = 0 then 'ADA@example.com' else 'someone@example.com' end, 'Automation', '2099-02-01'::date + g, '09:00'
      from generate_series(1, 24) g`);
    const mine = await walk('/api/booking/mine', 'bookings', 5, undefined, customer);
    expect(mine).toHaveLength(12);
    expect((await get('/api/booking/mine', customer)).bookings).toHaveLength(12);
  });

  it('exports more rows than one batch, with the filters of the list on screen', async () => {
    await addBookings(1100);
    await addBookings(30, { status: 'cancelled', date: '2098-01-01' });
    const exported = await inject({ method: 'GET', url: '/api/booking/export.csv', cookies: admin });
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(exported.body.slice(1));
    expect(rows).toHaveLength(1131);
    expect(new Set(rows.slice(1).map((row: string[]) => row[1])).size).toBe(1100);
    // The technician goes where the visit is: the address and who is sent are in the file.
    expect(rows[0]?.slice(-2)).toEqual(['Address', 'Technician']);
    expect(rows.slice(1).every((row: string[]) => / Ring Road, Ibadan$/.test(row.at(-2) ?? ''))).toBe(true);
    const cancelled = parse((await inject({ method: 'GET', url: '/api/booking/export.csv?status=cancelled', cookies: admin })).body.slice(1));
    expect(cancelled).toHaveLength(31);
    expect(cancelled.slice(1).every((row: string[]) => row[7] === 'cancelled')).toBe(true);

    await addOrders(520);
    const paid = parse((await inject({ method: 'GET', url: `/api/orders/export.csv?view=paid&from=${lagosClock().day}`, cookies: admin })).body.slice(1));
    expect(paid.length).toBeGreaterThan(1);
    expect(paid.slice(1).every((row: string[]) => row[4] === 'success')).toBe(true);
    expect(parse((await inject({ method: 'GET', url: '/api/orders/export.csv', cookies: admin })).body.slice(1))).toHaveLength(521);
  });
});
