import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../contracts/payments';
import { cartItems } from '../cart/tables';
import { orderLines, orders } from '../orders/tables';
import { signedInAs } from '../../testing/accounts';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };

describe.each(testDatabases())('paying with Paystack on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, paystack: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://shop.brightwire.test' } });
  let ada: Record<string, string>;
  let bayo: Record<string, string>;
  beforeEach(async () => {
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
    bayo = await signedInAs(t.app, t.database.db, 'bayo@example.com');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);

  /** Ada's cart: 2 cables and 1 breaker, ₦129,800.50 in all, and her address. */
  async function fillAdasCart() {
    const cable = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    const breaker = await stockProduct(t.database.db, { name: '63 A Breaker', priceKobo: 1_280_050 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: breaker.id } });
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json();
    return { cable, breaker, address };
  }

  async function checkout() {
    const { address, cable, breaker } = await fillAdasCart();
    const response = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } });
    expect(response.statusCode).toBe(200);
    return { ...(response.json() as { authorization_url: string; reference: string }), cable, breaker, address };
  }

  const verify = (reference: string, cookies = ada) => inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies });
  const sendWebhook = (body: string, signature: string) =>
    inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });

  it('starts a payment for the server-computed total in kobo and keeps a pending order with copies', async () => {
    const { authorization_url, reference } = await checkout();
    expect(authorization_url).toBe(`https://checkout.paystack.com/${reference}`);
    expect(t.paystack.transactions.get(reference)).toMatchObject({ amount: 12_980_050, currency: 'NGN', email: 'ada@example.com' });
    const [order] = await t.database.db.select().from(orders);
    expect(order).toMatchObject({ reference, status: 'pending', totalKobo: 12_980_050, addressCity: 'Ibadan' });
    expect(await t.database.db.select().from(orderLines)).toHaveLength(2);
  });

  it('marks the order paid only when Paystack confirms the full amount in naira, then empties the cart and mails a receipt', async () => {
    const { reference } = await checkout();
    const before = await verify(reference);
    expect(before.json()).toEqual({ status: 'ongoing', amount: 129800.5 });

    t.paystack.settle(reference, { status: 'success' });
    const paid = await verify(reference);
    expect(paid.json()).toEqual({ status: 'success', amount: 129800.5 });
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()).toEqual([]);

    const orderHistory = (await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json();
    expect(orderHistory).toEqual([
      expect.objectContaining({
        reference,
        status: 'success',
        totalAmount: 129800.5,
        address: home,
        products: expect.arrayContaining([expect.objectContaining({ product: expect.objectContaining({ name: 'Twin and Earth Cable' }), quantity: 2, price: 58500 })]),
      }),
    ]);
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    const receipt = t.mail.lastTo('ada@example.com');
    expect(receipt?.subject).toMatch(/^Order confirmed: #ORD-\d+$/);
    expect(receipt?.text).toContain(`payment reference ${reference}`);
    expect(receipt?.text).toContain('2 × Twin and Earth Cable at ₦58,500 = ₦117,000');
    expect(receipt?.text).toContain('Total paid: ₦129,800.50');
    expect(receipt?.text).toContain('21 Bodija Market Road');
    expect(t.mail.lastTo('office@brightwire.ng')?.subject).toMatch(/^New paid order #ORD-\d+: /);
    expect(t.mail.lastTo('office@brightwire.ng')?.text).toContain(reference);
  });

  it('does not pay an order for a smaller amount, another currency or an abandoned payment', async () => {
    for (const outcome of [{ status: 'success', amount: 100 }, { status: 'success', currency: 'USD' }, { status: 'abandoned' }]) {
      const { reference } = await checkout();
      t.paystack.settle(reference, outcome);
      const response = await verify(reference);
      expect(response.json().status, JSON.stringify(outcome)).not.toBe('success');
      const [order] = await t.database.db.select().from(orders).where(eq(orders.reference, reference));
      expect(order?.status).not.toBe('success');
      expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()).not.toEqual([]);
      await emptyDatabase(t.database.db);
      ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
    }
    expect(t.mail.received).toHaveLength(0);
  });

  it('pays once when verifies and webhooks arrive together, again and a day later', async () => {
    const { reference } = await checkout();
    const transaction = t.paystack.settle(reference, { status: 'success' });
    const webhook = t.paystack.webhook(transaction);
    const answers = await Promise.all([verify(reference), verify(reference), sendWebhook(webhook.body, webhook.signature), sendWebhook(webhook.body, webhook.signature), verify(reference)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((_, index) => index !== 2 && index !== 3).every((answer) => answer.json().status === 'success')).toBe(true);
    expect((await sendWebhook(webhook.body, webhook.signature)).statusCode).toBe(200);
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    expect(t.mail.received.filter((sent) => sent.to === 'ada@example.com')).toHaveLength(1);
    const paid = await t.database.db.select().from(orders).where(eq(orders.status, 'success'));
    expect(paid).toHaveLength(1);
    // The dashboard's sales count the order once, too.
    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const dashboard = (await inject({ method: 'GET', url: '/api/admin/dashboard', cookies: admin })).json();
    expect(dashboard.revenue.thisMonth).toBe(129_800.5);
    expect(dashboard.bestSellers.map(({ name, quantity }: { name: string; quantity: number }) => [name, quantity])).toEqual([
      ['Twin and Earth Cable', 2],
      ['63 A Breaker', 1],
    ]);
  });

  it('pays, mails and empties the cart once when twenty verifies of one reference arrive together', async () => {
    const { reference } = await checkout();
    t.paystack.settle(reference, { status: 'success' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(reference)));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.json().status === 'success')).toBe(true);
    expect(await t.database.db.select().from(orders).where(eq(orders.status, 'success'))).toHaveLength(1);
    expect(await t.database.db.select().from(cartItems)).toHaveLength(0);
    await expect.poll(() => t.mail.received.length, { timeout: 15_000 }).toBe(2);
    expect(t.mail.received.filter((sent) => sent.to === 'ada@example.com')).toHaveLength(1);
  });

  it('settles a payment from the webhook alone, and refuses a webhook with a wrong signature', async () => {
    const { reference } = await checkout();
    const webhook = t.paystack.webhook(t.paystack.settle(reference, { status: 'success' }));
    const forged = t.paystack.webhook(t.paystack.transactions.get(reference) ?? { reference, email: '', amount: 0, currency: 'NGN', status: 'success' }, 'sk_test_wrong_key');
    const refused = await sendWebhook(forged.body, forged.signature);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: paymentMessages.badSignature });
    expect((await sendWebhook(webhook.body, 'nonsense')).statusCode).toBe(401);
    const [pending] = await t.database.db.select().from(orders);
    expect(pending?.status).toBe('pending');

    expect((await sendWebhook(webhook.body, webhook.signature)).statusCode).toBe(200);
    const [paid] = await t.database.db.select().from(orders);
    expect(paid?.status).toBe('success');
    expect(await t.database.db.select().from(cartItems)).toHaveLength(0);
  });

  it('acknowledges a webhook for an unknown reference without changing anything', async () => {
    const webhook = t.paystack.webhook({ reference: 'BW-NOT-OURS-123', email: 'x@example.com', amount: 5000, currency: 'NGN', status: 'success' });
    expect((await sendWebhook(webhook.body, webhook.signature)).statusCode).toBe(200);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('shows a payment only to the order’s owner', async () => {
    const { reference } = await checkout();
    t.paystack.settle(reference, { status: 'success' });
    const stranger = await verify(reference, bayo);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: paymentMessages.orderNotFound });
    expect((await verify(reference, {})).statusCode).toBe(401);
    const [order] = await t.database.db.select().from(orders);
    expect(order?.status).toBe('pending');
  });

  it('empties only what was bought when the cart changed between paying and returning', async () => {
    const { reference } = await checkout();
    const extra = await stockProduct(t.database.db, { name: 'PIR Motion Sensor', priceKobo: 950_000 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: extra.id } });
    t.paystack.settle(reference, { status: 'success' });
    expect((await verify(reference)).json().status).toBe('success');
    const cart = (await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json();
    expect(cart.map((item: { name: string }) => item.name)).toEqual(['PIR Motion Sensor']);
    const [order] = await t.database.db.select().from(orders);
    expect(order?.totalKobo).toBe(12_980_050);
  });

  it('refuses to start a checkout without an address of one’s own, with an empty cart or a sold-out product', async () => {
    const noAddress = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: {} });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(paymentMessages.selectAddress);

    const { address, breaker } = await fillAdasCart();
    const bayosAddress = (await inject({ method: 'POST', url: '/api/address', cookies: bayo, payload: home })).json();
    const foreign = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: bayosAddress._id } });
    expect(foreign.statusCode).toBe(404);

    const emptyCart = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: bayo, payload: { addressId: bayosAddress._id } });
    expect(emptyCart.statusCode).toBe(400);
    expect(emptyCart.json()).toEqual({ message: paymentMessages.emptyCart });

    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await inject({ method: 'PATCH', url: `/api/products/soldout/${breaker.id}`, cookies: admin });
    const soldOut = await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: paymentMessages.outOfStock });
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('lists every order for admins with the customer, and none for customers', async () => {
    const { reference } = await checkout();
    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const listing = await inject({ method: 'GET', url: '/api/orders/admin', cookies: admin });
    expect(listing.json().orders).toEqual([expect.objectContaining({ reference, user: { name: 'Chidinma Okafor', email: 'ada@example.com' } })]);
    expect((await inject({ method: 'GET', url: '/api/orders/admin', cookies: ada })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/orders/user', cookies: bayo })).json()).toEqual([]);
  });
});

describe.each(testDatabases())('the sandbox payment page on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { environment: { PUBLIC_URL: 'http://127.0.0.1:3999' } });

  it('takes a purchase from checkout to a paid order without any payment provider', async () => {
    const ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
    const inject = (options: InjectOptions) => t.app.inject(options);
    const cable = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json();

    const declineRun = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } })).json();
    const decide = (reference: string, decision: string) =>
      inject({ method: 'POST', url: `/api/payments/sandbox/${reference}/${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const declined = await decide(declineRun.reference, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://127.0.0.1:3999/api/payments/sandbox/${declineRun.reference}`);
    expect((await inject({ method: 'GET', url: `/api/payments/sandbox/${declineRun.reference}` })).body).toContain('Your card was declined');
    const cancelled = await decide(declineRun.reference, 'cancel');
    expect(cancelled.headers.location).toBe(`http://127.0.0.1:3999/checkout-success?trxref=${declineRun.reference}&reference=${declineRun.reference}`);
    expect((await inject({ method: 'GET', url: `/api/payments/verify/${declineRun.reference}`, cookies: ada })).json().status).toBe('failed');
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()).toHaveLength(1);

    const { authorization_url, reference } = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: address._id } })).json();
    expect(authorization_url).toBe(`http://127.0.0.1:3999/api/payments/sandbox/${reference}`);
    const page = await inject({ method: 'GET', url: new URL(authorization_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₦58,500.00');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'nonce-/);

    const paid = await inject({ method: 'POST', url: `/api/payments/sandbox/${reference}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://127.0.0.1:3999/checkout-success?trxref=${reference}&reference=${reference}`);
    expect((await inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies: ada })).json()).toEqual({ status: 'success', amount: 58500 });
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()).toEqual([]);
  });
});
