import { and, eq, like, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, orderNumber } from '../../../contracts/orders';
import { jobs } from '../../jobs/tables';
import { orders } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

type ListedOrder = { _id: string; number: number; reference: string; fulfilmentStatus: string; trackingNote: string };

/**
 * The to-ship queue and the bulk steps the office takes from it: only paid orders not yet sent are in it,
 * oldest first, and a bulk step moves only the orders at the step it acts on, under the order's lock, saying
 * which it skipped. The mails counted are those queued (the jobs table), so none can be missed by a wait.
 */
describe.each(testDatabases())('the to-ship queue on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true });
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await t.database.db.execute(sql`insert into users (name, email, password_hash, activated_at) values ('Adébáyọ̀ Ọlátúnjí', 'adebayo@example.com', 'not-a-hash', now())`);
  });

  /** An order of Adébáyọ̀'s placed `hoursAgo` hours ago, paid or not, at a fulfilment step, with a note. */
  async function addOrder(reference: string, fields: { hoursAgo: number; paid?: boolean; fulfilment?: string; note?: string; phone?: string }) {
    const paid = fields.paid ?? true;
    await t.database.db.execute(sql`
      insert into orders (user_id, reference, status, total_kobo, address_street, address_city, address_state, address_country, address_phone, provider_checks, created_at, paid_at, fulfilment_status, tracking_note)
      select id, ${reference}, ${paid ? 'success' : 'failed'}, 250000, '1 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', ${fields.phone ?? '0803 777 0017'}, 2,
             now() - ${fields.hoursAgo} * interval '1 hour', ${paid ? sql`now() - ${fields.hoursAgo} * interval '1 hour'` : null}, ${fields.fulfilment ?? 'processing'}, ${fields.note ?? ''}
      from users where email = 'adebayo@example.com'`);
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    await t.database.db.execute(sql`insert into order_lines (order_id, name, featured_image, price_kobo, quantity) values
      (${row?.id}, 'Twin and Earth Cable 2.5mm', '/uploads/0123456789abcdef0123456789abcdef.webp', 5850000, 2),
      (${row?.id}, ${`Changeover switch for ${reference}`}, '/uploads/0123456789abcdef0123456789abcdef.webp', 1200000, 1)`);
    return row?.id ?? '';
  }

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, cookies: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const references = (list: { orders: ListedOrder[] }) => list.orders.map((order) => order.reference);
  const onItsWayMails = async () => {
    const subject = sql<string>`${jobs.payload}->'mail'->>'subject'`;
    const rows = await t.database.db
      .select({ subject })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), like(subject, '%on its way%')));
    return rows.map((row) => row.subject).sort();
  };
  const orderRow = async (id: string) => (await get(`/api/orders/admin/${id}`)) as ListedOrder;
  const bulkShip = (orderIds: string[], trackingNote = 'GIG waybill 100') =>
    t.app.inject({ method: 'POST', url: '/api/orders/fulfilment', cookies: admin, payload: { orderIds, fulfilmentStatus: 'shipped', trackingNote } });
  const shipOne = (id: string, trackingNote = 'Own van, driver Sule') =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/fulfilment`, cookies: admin, payload: { fulfilmentStatus: 'shipped', trackingNote, fromStatus: 'processing' } });

  it('lists only paid orders not yet sent, oldest first, and counts them alike on the tab and the dashboard', async () => {
    await addOrder('BW-NEWEST', { hoursAgo: 1 });
    await addOrder('BW-OLDEST', { hoursAgo: 30 });
    await addOrder('BW-MIDDLE', { hoursAgo: 5 });
    await addOrder('BW-IN-TRANSIT', { hoursAgo: 40, fulfilment: 'shipped', note: 'GIG waybill 7' });
    await addOrder('BW-DELIVERED', { hoursAgo: 50, fulfilment: 'delivered' });
    await addOrder('BW-CANCELLED', { hoursAgo: 45, fulfilment: 'cancelled' });
    await addOrder('BW-UNPAID', { hoursAgo: 2, paid: false });

    expect(references(await get('/api/orders/admin?view=to_ship'))).toEqual(['BW-OLDEST', 'BW-MIDDLE', 'BW-NEWEST']);
    const firstPage = await get('/api/orders/admin?view=to_ship&limit=2');
    expect(references(firstPage)).toEqual(['BW-OLDEST', 'BW-MIDDLE']);
    expect(references(await get(`/api/orders/admin?view=to_ship&limit=2&cursor=${firstPage.nextCursor}`))).toEqual(['BW-NEWEST']);
    expect((await get('/api/orders/admin/counts')).toShip).toBe(3);
    expect((await get('/api/admin/dashboard')).ordersAwaitingFulfilment).toBe(3);
  });

  it('ships only the orders waiting to be sent, skipping those already on their way or delivered with the reason, and mails each once', async () => {
    const waiting = await addOrder('BW-WAITING', { hoursAgo: 3 });
    const inTransit = await addOrder('BW-IN-TRANSIT', { hoursAgo: 4, fulfilment: 'shipped', note: 'GIG waybill 7' });
    const delivered = await addOrder('BW-DELIVERED', { hoursAgo: 5, fulfilment: 'delivered', note: 'Signed by Mrs Olatunji' });
    const unpaid = await addOrder('BW-UNPAID', { hoursAgo: 6, paid: false });

    const response = await bulkShip([waiting, inTransit, delivered, unpaid]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.orders.map((order: ListedOrder) => order.reference)).toEqual(['BW-WAITING']);
    expect(answer.message).toBe('1 order updated');
    expect(answer.skipped).toEqual([
      { _id: inTransit, number: (await orderRow(inTransit)).number, message: orderMessages.skippedAlready('shipped') },
      { _id: delivered, number: (await orderRow(delivered)).number, message: orderMessages.skippedAlready('delivered') },
    ]);
    expect(answer.refused).toEqual([{ _id: unpaid, message: orderMessages.notPaid }]);

    expect((await orderRow(inTransit)).trackingNote).toBe('GIG waybill 7');
    expect((await orderRow(delivered)).trackingNote).toBe('Signed by Mrs Olatunji');
    expect(await onItsWayMails()).toEqual([`Your order ${orderNumber(await orderRow(waiting))} is on its way to you`]);
    expect((await get('/api/orders/admin/counts')).toShip).toBe(0);
  });

  it('ships an order once when a bulk step and its own page ship it one after the other, in either order', async () => {
    const first = await addOrder('BW-FIRST', { hoursAgo: 3 });
    expect((await bulkShip([first])).json().orders).toHaveLength(1);
    const late = await shipOne(first);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: orderMessages.changedMeanwhile });
    expect((await orderRow(first)).trackingNote).toBe('GIG waybill 100');

    const second = await addOrder('BW-SECOND', { hoursAgo: 2 });
    expect((await shipOne(second)).statusCode).toBe(200);
    const bulk = (await bulkShip([second])).json();
    expect(bulk.orders).toEqual([]);
    expect(bulk.skipped.map((each: { _id: string }) => each._id)).toEqual([second]);
    expect((await orderRow(second)).trackingNote).toBe('Own van, driver Sule');

    expect(await onItsWayMails()).toHaveLength(2);
  });

  it('ships an order once when a bulk step and its own page ship it at the same moment', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => addOrder(`BW-RACE-${index}`, { hoursAgo: index + 1 })));
    const [bulk, ...singles] = await Promise.all([bulkShip(ids), ...ids.map((id) => shipOne(id))]);
    expect(bulk?.statusCode).toBe(200);
    const bulkMoved = new Set((bulk?.json().orders as ListedOrder[]).map((order) => order._id));
    const bulkSkipped = new Set((bulk?.json().skipped as { _id: string }[]).map((each) => each._id));
    for (const [index, id] of ids.entries()) {
      const single = singles[index];
      // Exactly one of the two moved it; the other said so, and the note is the winner's.
      expect(bulkMoved.has(id) !== (single?.statusCode === 200)).toBe(true);
      expect(bulkSkipped.has(id)).toBe(single?.statusCode === 200);
      expect((await orderRow(id)).trackingNote).toBe(bulkMoved.has(id) ? 'GIG waybill 100' : 'Own van, driver Sule');
    }
    expect(await onItsWayMails()).toHaveLength(ids.length);
  });

  it('finds an order by its number and by its delivery phone however either is typed', async () => {
    await addOrder('BW-PHONE', { hoursAgo: 3, phone: '0803-777-0017' });
    await addOrder('BW-OTHER', { hoursAgo: 4, phone: '+234 905 111 2222' });
    const listed = (await get('/api/orders/admin')).orders as ListedOrder[];
    const phoneOrder = listed.find((order) => order.reference === 'BW-PHONE');
    if (!phoneOrder) throw new Error('order not listed');
    const found = async (q: string) => references(await get(`/api/orders/admin?q=${encodeURIComponent(q)}`));

    for (const typed of ['08037770017', '+2348037770017', '234 803 777 0017', '0803 777 0017', '0803-777-0017', '803 777']) expect(await found(typed), typed).toEqual(['BW-PHONE']);
    expect(await found('0905 111 2222')).toEqual(['BW-OTHER']);
    const number = orderNumber(phoneOrder);
    for (const typed of [number, number.slice(1), number.slice(1).replace('-', ' ').toLowerCase(), `ORD${phoneOrder.number}`]) expect(await found(typed), typed).toEqual(['BW-PHONE']);
    expect(await found('BW-PHONE')).toEqual(['BW-PHONE']);
  });

  it('finds an order by its customer’s name free of accents and word order', async () => {
    await addOrder('BW-YORUBA', { hoursAgo: 3 });
    for (const typed of ['adebayo olatunji', 'olatunji adebayo', 'OLATUNJI', 'Adébáyọ̀', 'ade olat'])
      expect(references(await get(`/api/orders/admin?q=${encodeURIComponent(typed)}`)), typed).toEqual(['BW-YORUBA']);
    expect(references(await get(`/api/orders/admin?q=${encodeURIComponent('adebayo okafor')}`))).toEqual([]);
  });

  it('writes the order number and keeps the phone’s leading 0 in the CSV', async () => {
    const id = await addOrder('BW-CSV', { hoursAgo: 3, phone: '08037770017' });
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv', cookies: admin });
    const [header, row] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('"Phone","Order"');
    expect(row).toContain(orderNumber(await orderRow(id)));
    expect(row).toContain('"0803 777 0017"');
  });

  it('prints a packing slip for one order and a pick list summing the products of the chosen ones', async () => {
    const first = await addOrder('BW-PACK-1', { hoursAgo: 3, phone: '0803 777 0017' });
    const second = await addOrder('BW-PACK-2', { hoursAgo: 2 });
    const unpaid = await addOrder('BW-PACK-UNPAID', { hoursAgo: 1, paid: false });

    const slip = await t.app.inject({ method: 'GET', url: `/api/orders/${first}/packing-slip.pdf`, cookies: admin });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const slipText = await pdfText(slip.rawPayload);
    expect(slipText).toContain('PACKING SLIP');
    expect(slipText).toContain(orderNumber(await orderRow(first)));
    expect(slipText).toContain('Adébáyọ̀ Ọlátúnjí');
    expect(slipText).toContain('0803 777 0017');
    expect(slipText).toContain('1 Ring Road');
    expect(slipText).toContain('Twin and Earth Cable 2.5mm');
    expect(slipText).not.toContain('₦');

    const picked = await t.app.inject({ method: 'GET', url: `/api/orders/pick-list.pdf?ids=${[first, second, unpaid].join(',')}`, cookies: admin });
    expect(picked.statusCode).toBe(200);
    const pickText = await pdfText(picked.rawPayload);
    expect(pickText).toContain('PICK LIST');
    // Two orders of two cables each: one line of four; the unpaid order's products are left out, and said so.
    expect(pickText).toMatch(/Twin and Earth Cable 2\.5mm\s+4/);
    expect(pickText).toContain('Changeover switch for BW-PACK-1');
    expect(pickText).not.toContain('Changeover switch for BW-PACK-UNPAID');
    expect(pickText).toContain(orderNumber(await orderRow(unpaid)));

    expect((await t.app.inject({ method: 'GET', url: '/api/orders/pick-list.pdf?ids=not-an-id', cookies: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf', cookies: admin })).statusCode).toBe(404);
    const customer = await signedInAs(t.app, t.database.db, 'ada@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first}/packing-slip.pdf`, cookies: customer })).statusCode).toBe(403);
  });
});
