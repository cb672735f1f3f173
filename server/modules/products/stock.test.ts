import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../orders/tables';
import { stockReservations } from './tables';
import { createActivatedUser, cookiesOf, signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { startSecondServer } from '../../testing/second-server';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';
import { releaseExpiredReservations } from '.';

const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };
type Started = { reference: string; authorization_url: string };

/**
 * Stock with reservations (issue 34 item 1): the office counts and adjusts, checkout holds the cart's units
 * while its payment page is open, a failed, expired or abandoned payment gives them back, and a payment sells
 * them once, whatever order the provider's reports come in.
 */
describe.each(testDatabases())('stock on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    mail: true,
    paystack: true,
    environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://shop.brightwire.test', CATALOGUE_CACHE_MS: '0' },
  });
  let admin: Record<string, string>;
  let ada: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
  });

  const inject = (options: InjectOptions, app: FastifyInstance = t.app) => app.inject(options);
  const adjust = (productId: string, payload: object, cookies = admin) => inject({ method: 'POST', url: `/api/products/${productId}/stock`, cookies, payload });
  const stockOf = async (productId: string) => (await inject({ method: 'GET', url: `/api/products/${productId}/stock`, cookies: admin })).json();
  const productOf = async (productId: string) => (await inject({ method: 'GET', url: `/api/products/single/${productId}` })).json();
  const webhook = (reference: string, app: FastifyInstance = t.app) => {
    const transaction = t.paystack.transactions.get(reference);
    if (!transaction) throw new Error(`no transaction ${reference}`);
    const { body, signature } = t.paystack.webhook(transaction);
    return inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body }, app);
  };
  const verify = (reference: string, cookies = ada) => inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies });

  async function inverter(onHand: number) {
    const product = await stockProduct(t.database.db, { name: '5kVA Inverter', priceKobo: 45_000_000 });
    expect((await adjust(product.id, { reason: 'counted', quantity: onHand })).statusCode).toBe(200);
    return product;
  }
  async function checkout(cookies: Record<string, string>, productId: string, quantity: number, app: FastifyInstance = t.app) {
    await inject({ method: 'POST', url: '/api/cart', cookies, payload: { productId } }, app);
    if (quantity > 1) await inject({ method: 'PUT', url: `/api/cart/${productId}`, cookies, payload: { quantity } }, app);
    const address = (await inject({ method: 'POST', url: '/api/address', cookies, payload: home }, app)).json() as { _id: string };
    return inject({ method: 'POST', url: '/api/payments/initialize', cookies, payload: { addressId: address._id } }, app);
  }

  it('keeps the office’s counts, deliveries, returns and write-offs with a history, newest first', async () => {
    const product = await stockProduct(t.database.db, { name: '200Ah Battery', priceKobo: 28_000_000 });
    expect((await productOf(product.id)).available).toBeNull();
    expect((await adjust(product.id, { reason: 'damaged', quantity: 1 })).json().message).toBe('This product has no stock count yet: record a count or a delivery received first');
    await adjust(product.id, { reason: 'counted', quantity: 10, note: 'Shelf count' });
    await adjust(product.id, { reason: 'received', quantity: 5 });
    await adjust(product.id, { reason: 'damaged', quantity: 2, note: 'Dropped in the van' });
    const returned = await adjust(product.id, { reason: 'returned', quantity: 1 });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ onHand: 14, reserved: 0, available: 14, reorderLevel: null });
    expect(returned.json().movements.map((row: { reason: string; change: number; onHandAfter: number }) => [row.reason, row.change, row.onHandAfter])).toEqual([
      ['returned', 1, 14],
      ['damaged', -2, 13],
      ['received', 5, 15],
      ['counted', 10, 10],
    ]);
    expect(returned.json().movements[1]).toMatchObject({ note: 'Dropped in the van', by: 'Shop Admin' });
    expect((await productOf(product.id)).available).toBe(14);

    const tooMany = await adjust(product.id, { reason: 'damaged', quantity: 15 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Only 14 on hand: the quantity cannot go below 0');
    expect((await adjust(product.id, { reason: 'stolen', quantity: 1 })).json().message).toBe('Choose why the quantity changes: received, counted, damaged or returned');
    expect((await adjust(product.id, { reason: 'received', quantity: 1.5 })).statusCode).toBe(400);
    expect((await adjust(product.id, { reason: 'received', quantity: 1 }, ada)).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/products/${product.id}/stock`, cookies: ada })).statusCode).toBe(403);
  });

  it('holds the cart’s units while the payment page is open and refuses more than is left, naming the product', async () => {
    const product = await inverter(3);
    const started = await checkout(ada, product.id, 2);
    expect(started.statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ available: 1, soldOut: false });
    expect(await stockOf(product.id)).toMatchObject({ onHand: 3, reserved: 2, available: 1 });

    const bola = await signedInAs(t.app, t.database.db, 'bola@example.com');
    const refused = await checkout(bola, product.id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 1 of 5kVA Inverter is available');
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });

  it('gives the units back when the payment fails, and sells them once when a later card pays', async () => {
    const product = await inverter(3);
    const { reference } = (await checkout(ada, product.id, 2)).json() as Started;
    t.paystack.settle(reference, { status: 'failed', gateway_response: 'Declined' });
    expect((await verify(reference)).json().status).toBe('failed');
    expect(await stockOf(product.id)).toMatchObject({ onHand: 3, reserved: 0, available: 3 });

    t.paystack.settle(reference, { status: 'success' });
    await webhook(reference);
    expect((await verify(reference)).json().status).toBe('success');
    await webhook(reference);
    const stock = await stockOf(product.id);
    expect(stock).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
    expect(stock.movements.filter((row: { reason: string }) => row.reason === 'sold')).toEqual([expect.objectContaining({ change: -2, onHandAfter: 1, reference })]);
  });

  it('sells a held checkout once however often Paystack reports it, and answers sold out at 0', async () => {
    const product = await inverter(2);
    const { reference } = (await checkout(ada, product.id, 2)).json() as Started;
    t.paystack.settle(reference, { status: 'success' });
    await Promise.all([webhook(reference), verify(reference), webhook(reference)]);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 0, reserved: 0, available: 0 });
    expect(await productOf(product.id)).toMatchObject({ available: 0, soldOut: true });
    const added = await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: product.id } });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('Out of stock');
    expect(await t.database.db.select().from(stockReservations)).toEqual([expect.objectContaining({ reference, status: 'sold' })]);
  });

  it('gives expired holds back through the sweep, and a late payment still takes what is free', async () => {
    const product = await inverter(2);
    const { reference } = (await checkout(ada, product.id, 2)).json() as Started;
    expect(await releaseExpiredReservations(t.database.db)).toBe(0);
    expect(await releaseExpiredReservations(t.database.db, new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await stockOf(product.id)).toMatchObject({ reserved: 0, available: 2 });

    t.paystack.settle(reference, { status: 'success' });
    await webhook(reference);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 0, reserved: 0 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order?.status).toBe('success');
  });

  it('gives back what an abandoned checkout held when the customer checks out a changed cart', async () => {
    const product = await inverter(2);
    expect((await checkout(ada, product.id, 2)).statusCode).toBe(200);
    await inject({ method: 'PUT', url: `/api/cart/${product.id}`, cookies: ada, payload: { quantity: 1 } });
    const address = (await inject({ method: 'GET', url: '/api/address', cookies: ada })).json()[0] as { _id: string };
    const again = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 2, reserved: 1, available: 1 });
  });

  it('tells the office once when a product falls below its reorder level', async () => {
    const product = await inverter(6);
    expect((await inject({ method: 'PUT', url: `/api/products/${product.id}/reorder-level`, cookies: admin, payload: { reorderLevel: 5 } })).json().reorderLevel).toBe(5);
    const lowNotices = () => t.mail.received.filter((mail) => mail.to.includes('office@brightwire.ng') && mail.subject.startsWith('Low stock'));
    for (const quantity of [2, 1]) {
      await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });
      const { reference } = (await checkout(ada, product.id, quantity)).json() as Started;
      t.paystack.settle(reference, { status: 'success' });
      await webhook(reference);
    }
    await expect.poll(() => lowNotices().length).toBe(1);
    expect(lowNotices()[0]?.subject).toBe('Low stock: 5kVA Inverter');
    expect(lowNotices()[0]?.text).toContain('5kVA Inverter: 4 on hand (reorder level 5)');

    // Restocked, it may be told again when it next falls.
    await adjust(product.id, { reason: 'received', quantity: 10 });
    await adjust(product.id, { reason: 'damaged', quantity: 10 });
    await expect.poll(() => lowNotices().length).toBe(2);
  });

  describe('fifty buyers for ten units on two server copies', () => {
    let other: Awaited<ReturnType<typeof startSecondServer>> | undefined;
    beforeAll(async () => {
      other = await startSecondServer(t.database, t.config);
    });
    afterAll(async () => other?.close());

    it('sells exactly ten, oversells none and leaves nothing held', async () => {
      const product = await inverter(10);
      const buyers = [];
      for (let index = 0; index < 50; index += 1) {
        const email = `buyer${index}@example.com`;
        await createActivatedUser(t.database.db, { email, password: 'correct-horse' });
        const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct-horse' } });
        buyers.push(cookiesOf(login));
      }
      const copyOf = (index: number) => (index % 2 === 0 ? t.app : (other?.app ?? t.app));
      const answers = await Promise.all(buyers.map((cookies, index) => checkout(cookies, product.id, 1, copyOf(index))));
      const started = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json() as Started);
      expect(started).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(Array(40).fill('5kVA Inverter is out of stock'));

      await Promise.all(
        started.map(({ reference }, index) => {
          t.paystack.settle(reference, { status: 'success' });
          return webhook(reference, copyOf(index));
        }),
      );
      expect(await stockOf(product.id)).toMatchObject({ onHand: 0, reserved: 0, available: 0 });
      const paid = await t.database.db.select().from(orders).where(eq(orders.status, 'success'));
      expect(paid).toHaveLength(10);
      expect((await t.database.db.select().from(stockReservations)).filter((row) => row.status !== 'sold')).toEqual([]);
    });
  });
});
