import type { InjectOptions } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../orders/tables';
import { serviceCheckouts } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice } from '../../testing/service-work';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };

/**
 * An order's payment as a state machine: pending or failed -> success on any genuine full payment, never
 * back, whatever order Paystack's reports arrive in; one checkout makes one order.
 */
describe.each(testDatabases())('the life of a payment on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    mail: true,
    paystack: true,
    environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://shop.brightwire.test', PAYMENT_RECHECK_INTERVAL_MS: '200' },
  });
  let ada: Record<string, string>;
  let admin: Record<string, string>;
  beforeEach(async () => {
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const verify = (reference: string) => inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies: ada });
  const webhook = (reference: string) => {
    const transaction = t.paystack.transactions.get(reference);
    if (!transaction) throw new Error(`no transaction ${reference}`);
    const { body, signature } = t.paystack.webhook(transaction);
    return inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
  };
  const orderOf = async (reference: string) => (await t.database.db.select().from(orders).where(eq(orders.reference, reference)))[0];
  const cartOf = async () => (await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json() as { name: string; quantity: number }[];
  const receipts = () => t.mail.received.filter((sent) => sent.to.includes('ada@example.com') && sent.subject.startsWith('Order confirmed'));

  /** One cable in Ada's cart, ₦58,500, and her address. */
  async function fillCart(quantity = 1) {
    const cable = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    for (let count = 0; count < quantity; count += 1) await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json() as { _id: string };
    return { cable, address };
  }
  const initialize = (addressId: string) => inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId } });
  async function checkout(quantity = 1) {
    const { cable, address } = await fillCart(quantity);
    const started = (await initialize(address._id)).json() as { reference: string; authorization_url: string };
    return { ...started, cable, address };
  }

  it('pays an order that Paystack first reported failed, when the customer then pays with another card', async () => {
    const { reference } = await checkout();
    t.paystack.settle(reference, { status: 'failed', gateway_response: 'Declined' });
    expect((await verify(reference)).json()).toEqual({ status: 'failed', amount: 58500 });
    expect((await orderOf(reference))?.status).toBe('failed');

    t.paystack.settle(reference, { status: 'success', gateway_response: 'Approved' });
    expect((await verify(reference)).json()).toEqual({ status: 'success', amount: 58500 });
    expect((await orderOf(reference))?.status).toBe('success');
    expect(await cartOf()).toEqual([]);
    await expect.poll(() => receipts().length).toBe(1);
  });

  it('pays an order on a genuine webhook after a short payment and one in another currency were refused', async () => {
    const { reference } = await checkout();
    for (const outcome of [
      { status: 'success', amount: 100 },
      { status: 'success', currency: 'USD' },
    ]) {
      t.paystack.settle(reference, outcome);
      expect((await verify(reference)).json().status, JSON.stringify(outcome)).toBe('failed');
    }
    t.paystack.settle(reference, { status: 'success', amount: 5_850_000, currency: 'NGN' });
    expect((await webhook(reference)).statusCode).toBe(200);
    expect((await orderOf(reference))?.status).toBe('success');
    expect((await verify(reference)).json().status).toBe('success');
    await expect.poll(() => receipts().length).toBe(1);
  });

  it('never moves a paid order back, whatever Paystack reports later', async () => {
    const { reference } = await checkout();
    t.paystack.settle(reference, { status: 'success' });
    expect((await verify(reference)).json().status).toBe('success');
    t.paystack.settle(reference, { status: 'reversed' });
    expect((await verify(reference)).json().status).toBe('success');
    expect((await orderOf(reference))?.status).toBe('success');
  });

  it('keeps every report from Paystack for the admin to read on the order', async () => {
    const { reference } = await checkout();
    t.paystack.settle(reference, { status: 'failed', gateway_response: 'Insufficient Funds' });
    await verify(reference);
    t.paystack.settle(reference, { status: 'success' });
    await webhook(reference);
    // Once paid, the customer's return is answered from the order: Paystack is not asked again.
    expect((await verify(reference)).json().status).toBe('success');
    const order = await orderOf(reference);
    const history = await inject({ method: 'GET', url: `/api/orders/${order?.id}/payment-events`, cookies: admin });
    expect(history.statusCode).toBe(200);
    expect(history.json().events).toEqual([
      expect.objectContaining({ source: 'verify', status: 'failed', amount: 58500, currency: 'NGN', message: 'Insufficient Funds', receivedAt: expect.any(String) }),
      expect.objectContaining({ source: 'webhook', status: 'success', amount: 58500, message: 'Successful' }),
    ]);
    expect((await inject({ method: 'GET', url: `/api/orders/${order?.id}/payment-events`, cookies: ada })).statusCode).toBe(403);
  });

  it('answers a double-clicked Confirm Order with one order and one payment page', async () => {
    const { address } = await fillCart(2);
    const answers = await Promise.all([initialize(address._id), initialize(address._id), initialize(address._id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [first, ...others] = answers.map((answer) => answer.json() as { reference: string; authorization_url: string });
    for (const other of others) expect(other).toEqual(first);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
    expect(t.paystack.initializeCalls).toHaveLength(1);

    // Coming back later to the same cart still reuses the open order; a changed cart is a new checkout.
    expect((await initialize(address._id)).json()).toEqual(first);
    const product = await stockProduct(t.database.db, { name: 'PIR Motion Sensor', priceKobo: 950_000 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: product.id } });
    const changed = (await initialize(address._id)).json() as { reference: string };
    expect(changed.reference).not.toBe(first?.reference);
    expect(await t.database.db.select().from(orders)).toHaveLength(2);
  });

  it('starts a new order when the last one for this cart failed', async () => {
    const { reference, address } = await checkout();
    t.paystack.settle(reference, { status: 'failed' });
    await verify(reference);
    const retry = (await initialize(address._id)).json() as { reference: string };
    expect(retry.reference).not.toBe(reference);
  });

  it('removes from the cart only as many as were bought', async () => {
    const { reference, cable } = await checkout(1);
    await inject({ method: 'PUT', url: `/api/cart/${cable.id}`, cookies: ada, payload: { quantity: 5 } });
    t.paystack.settle(reference, { status: 'success' });
    expect((await verify(reference)).json().status).toBe('success');
    expect(await cartOf()).toEqual([expect.objectContaining({ name: 'Twin and Earth Cable', quantity: 4 })]);
  });

  it('flags a paid order whose product was marked sold out while the customer paid', async () => {
    const { reference, cable } = await checkout();
    await inject({ method: 'PATCH', url: `/api/products/soldout/${cable.id}`, cookies: admin });
    t.paystack.settle(reference, { status: 'success' });
    expect((await verify(reference)).json().status).toBe('success');
    const [order] = (await inject({ method: 'GET', url: '/api/orders/admin', cookies: admin })).json().orders;
    expect(order).toMatchObject({ status: 'success', stockWarning: true, products: [expect.objectContaining({ soldOutWhenPaid: true })] });
    await expect.poll(() => t.mail.lastTo('office@brightwire.ng')?.text ?? '').toContain('Sold out when paid: Twin and Earth Cable');
  });

  it('asks Paystack again about checkouts left pending for 30 minutes, and again after a day', async () => {
    const abandoned = await checkout();
    await emptyCartAndStartAgain();
    const paidLate = await checkout();
    await emptyCartAndStartAgain();
    const recent = await checkout();
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(inArray(orders.reference, [abandoned.reference, paidLate.reference]));
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '29 minutes'` })
      .where(eq(orders.reference, recent.reference));
    t.paystack.settle(paidLate.reference, { status: 'success' });
    await expect.poll(async () => [(await orderOf(abandoned.reference))?.status, (await orderOf(paidLate.reference))?.status], { timeout: 10_000 }).toEqual(['failed', 'success']);
    await expect.poll(() => receipts().length).toBe(1);
    // A sweep takes every order then due in one statement: a checkout 29 minutes old was not one of them.
    expect(await orderOf(recent.reference)).toMatchObject({ status: 'pending', providerChecks: 0 });

    // Paystack is asked once more a day after checkout, not sooner: a payment whose webhook was lost is still found.
    t.paystack.settle(abandoned.reference, { status: 'success' });
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '23 hours'` })
      .where(eq(orders.reference, abandoned.reference));
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(orders.reference, recent.reference));
    await expect.poll(async () => (await orderOf(recent.reference))?.status, { timeout: 10_000 }).toBe('failed');
    expect(await orderOf(abandoned.reference)).toMatchObject({ status: 'failed', providerChecks: 1 });
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.reference, abandoned.reference));
    // The check is counted once its answer is kept, a moment after the order is marked paid.
    await expect
      .poll(
        async () => {
          const order = await orderOf(abandoned.reference);
          return [order?.status, order?.providerChecks];
        },
        { timeout: 10_000 },
      )
      .toEqual(['success', 2]);
  });

  it("finds an invoice paid on a page whose webhook was lost, in its own sweep beside the shop's", async () => {
    const created = await inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice() });
    const link = (await inject({ method: 'POST', url: `/api/invoices/${created.json()._id}/send`, cookies: admin })).json().link as string;
    const page = (await inject({ method: 'POST', url: `/api/invoices/link/${link.split('/').at(-1)}/pay` })).json().reference as string;
    const abandoned = await checkout();
    t.paystack.settle(page, { status: 'success' });
    await t.database.db
      .update(serviceCheckouts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(serviceCheckouts.reference, page));
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(orders.reference, abandoned.reference));
    const invoice = async () => (await inject({ method: 'GET', url: `/api/invoices/${created.json()._id}`, cookies: admin })).json();
    await expect.poll(async () => [(await invoice()).status, (await orderOf(abandoned.reference))?.status], { timeout: 10_000 }).toEqual(['paid', 'failed']);
    expect(await invoice()).toMatchObject({ paid: 268_750, balance: 0 });
  });

  async function emptyCartAndStartAgain() {
    await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });
  }
});
