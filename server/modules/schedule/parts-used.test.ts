import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { invoiceLinesOfParts } from '../../../contracts/invoices';
import { defaultWorkingHours } from '../../../contracts/staff';
import { products, stockMovements } from '../products/tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice } from '../../testing/service-work';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

/** Monday 5 January 2099: far enough ahead that no lead-time rule applies. */
const monday = '2099-01-05';
const visit = { name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: monday, time: '10:00', address: '4 Bodija Road, Bodija, Ibadan' };

/** Parts used on jobs (issue 34 item 2): they leave the stock once, however often the report is sent, and reach the booking's invoice. */
describe.each(testDatabases())('parts a technician used on a visit, on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const inject = (options: InjectOptions) => t.app.inject(options);
  const onHandOf = async (id: string) => (await t.database.db.select({ onHand: products.onHand }).from(products).where(eq(products.id, id)))[0]?.onHand;

  async function technicianWithVisit() {
    const ade = await signedInAs(t.app, t.database.db, 'ade@example.com', 'technician', { name: 'Ade Solar', services: ['Solar Services'], workingHours: defaultWorkingHours });
    const admin = await signedInAs(t.app, t.database.db, 'office@example.com', 'admin');
    const booked = (await inject({ method: 'POST', url: '/api/booking', payload: visit })).json() as { _id: string };
    return { ade, admin, id: booked._id };
  }

  async function countedProduct(name: string, priceKobo: number, onHand: number, admin: Record<string, string>) {
    const product = await stockProduct(t.database.db, { name, priceKobo });
    expect((await inject({ method: 'POST', url: `/api/products/${product.id}/stock`, cookies: admin, payload: { reason: 'counted', quantity: onHand } })).statusCode).toBe(200);
    return product;
  }

  it('takes the parts off the stock once when the same report is sent again, and keeps them on the visit', async () => {
    const { ade, admin, id } = await technicianWithVisit();
    const cable = await countedProduct('2.5mm Twin Cable (per metre)', 150_000, 100, admin);
    const breaker = await countedProduct('32A MCB', 450_000, 5, admin);
    const uncounted = await stockProduct(t.database.db, { name: 'Cable ties (pack)', priceKobo: 80_000 });
    const done = {
      key: 'done-with-parts-000001',
      step: 'done',
      note: 'Rewired the inverter room.',
      parts: [
        { productId: cable.id, quantity: 12 },
        { productId: breaker.id, quantity: 2 },
        { productId: uncounted.id, quantity: 1 },
        { productId: cable.id, quantity: 3 },
      ],
    };

    const sent = await inject({ method: 'POST', url: `/api/schedule/mine/${id}/progress`, cookies: ade, payload: done });
    expect(sent.statusCode).toBe(200);
    // The phone lost the answer and sends the report again with its kept key: nothing moves twice.
    const again = await inject({ method: 'POST', url: `/api/schedule/mine/${id}/progress`, cookies: ade, payload: done });
    expect(again.statusCode).toBe(200);

    expect([await onHandOf(cable.id), await onHandOf(breaker.id), await onHandOf(uncounted.id)]).toEqual([85, 3, null]);
    const used = await t.database.db.select().from(stockMovements).where(eq(stockMovements.reason, 'used'));
    expect(used.map((movement) => [movement.productId, movement.change, movement.by, movement.reference]).sort()).toEqual(
      [
        [cable.id, -15, 'Ade Solar', done.key],
        [breaker.id, -2, 'Ade Solar', done.key],
      ].sort(),
    );

    const booking = (await inject({ method: 'GET', url: `/api/booking/${id}`, cookies: admin })).json();
    expect(booking.visit.parts).toEqual(
      expect.arrayContaining([
        { productId: cable.id, name: '2.5mm Twin Cable (per metre)', quantity: 15, unitPrice: 1500 },
        { productId: breaker.id, name: '32A MCB', quantity: 2, unitPrice: 4500 },
        { productId: uncounted.id, name: 'Cable ties (pack)', quantity: 1, unitPrice: 800 },
      ]),
    );
    expect(booking.visit.parts).toHaveLength(3);
    expect((await inject({ method: 'GET', url: `/api/products/single/${breaker.id}` })).json().available).toBe(3);
  });

  it('never refuses a finished visit for its parts: fewer on record than were used leaves 0, saying so', async () => {
    const { ade, admin, id } = await technicianWithVisit();
    const panel = await countedProduct('450W Mono Panel', 15_000_000, 1, admin);
    const sent = await inject({
      method: 'POST',
      url: `/api/schedule/mine/${id}/progress`,
      cookies: ade,
      payload: { key: 'done-short-stock-0001', step: 'done', parts: [{ productId: panel.id, quantity: 4 }] },
    });
    expect(sent.statusCode).toBe(200);
    expect(await onHandOf(panel.id)).toBe(0);
    const [movement] = await t.database.db.select().from(stockMovements).where(eq(stockMovements.reason, 'used'));
    expect([movement?.change, movement?.note]).toEqual([-1, '4 used on the job; only 1 were on record']);

    const forged = await inject({
      method: 'POST',
      url: `/api/schedule/mine/${id}/progress`,
      cookies: ade,
      payload: { key: 'done-forged-part-0001', step: 'done', parts: [{ productId: '6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a', quantity: 1 }] },
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, 'Choose a part from the catalogue']);
    const zero = await inject({
      method: 'POST',
      url: `/api/schedule/mine/${id}/progress`,
      cookies: ade,
      payload: { key: 'done-zero-parts-00001', step: 'done', parts: [{ productId: panel.id, quantity: 0 }] },
    });
    expect([zero.statusCode, zero.json().message]).toEqual([400, "A part's quantity is a whole number from 1 to 1000"]);
  });

  it('makes the parts lines of the invoice made from the booking, which the office can still change', async () => {
    const { ade, admin, id } = await technicianWithVisit();
    const battery = await countedProduct('200Ah Battery', 28_000_000, 10, admin);
    await inject({ method: 'POST', url: `/api/schedule/mine/${id}/progress`, cookies: ade, payload: { key: 'done-battery-0000001', step: 'done', parts: [{ productId: battery.id, quantity: 2 }] } });

    // The new-invoice form starts from the booking's answer (web/features/invoices/useInvoicePrefill.ts).
    const booking = (await inject({ method: 'GET', url: `/api/booking/${id}`, cookies: admin })).json();
    const [part] = invoiceLinesOfParts(booking.visit.parts);
    if (!part) throw new Error('no part on the visit');
    const installation = { description: 'Installation', quantity: 1, unitPrice: 25_000 };
    const lines = [part, installation];
    const created = await inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice({ lines }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().lines.map((line: { description: string; quantity: number; unitPrice: number }) => [line.description, line.quantity, line.unitPrice])).toEqual([
      ['200Ah Battery', 2, 280_000],
      ['Installation', 1, 25_000],
    ]);
    const edited = await inject({ method: 'PUT', url: `/api/invoices/${created.json()._id}`, cookies: admin, payload: roofingInvoice({ lines: [{ ...part, quantity: 1 }, installation] }) });
    expect(edited.json().lines[0]).toMatchObject({ description: '200Ah Battery', quantity: 1 });
  });
});
