import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { signedInAs } from './testing/accounts';
import { testDatabases } from './testing/databases';
import { imageDataUrl } from './testing/images';
import { stockProduct } from './testing/shop';
import { startTestApp } from './testing/test-app';

type Actor = 'visitor' | 'stranger' | 'admin' | 'owner';
/** The owner comes last so that calls which delete the owner's things run after everyone else has tried. */
const actors: Actor[] = ['visitor', 'stranger', 'admin', 'owner'];
type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
type Row = { route: string; expect: Record<Actor, number>; request: (fixtures: Fixtures, actor: Actor) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'> };

const everyone = (status: number): Record<Actor, number> => ({ visitor: status, stranger: status, admin: status, owner: status });
const signedIn = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: status, admin: status, owner: status });
const adminOnly = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 403, admin: status, owner: 403 });
/** Things that belong to the owner: anyone else signed in is told they do not exist. */
const ownerOnly = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 404, admin: 404, owner: status });

const address = { street: '3 Agodi Gate Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08030001111' };
const booking = { name: 'Sade Adu Olu', phone: '08030002222', service: 'Automation', date: '2099-01-05', time: '09:00' };

/** Every /api route and what each kind of caller gets. A route missing here fails the test. */
const matrix: Row[] = [
  { route: 'GET /api/health', expect: everyone(200), request: () => ({ url: '/api/health' }) },
  { route: 'GET /api/docs', expect: everyone(200), request: () => ({ url: '/api/docs' }) },
  { route: 'POST /api/auth/signup', expect: everyone(201), request: (_f, actor) => ({ url: '/api/auth/signup', payload: { name: 'New Customer', email: `new-${actor}@example.com`, password: 'sunlight42' } }) },
  { route: 'GET /api/auth/verify/:token', expect: everyone(400), request: () => ({ url: `/api/auth/verify/${'x'.repeat(43)}` }) },
  { route: 'POST /api/auth/login', expect: everyone(400), request: () => ({ url: '/api/auth/login', payload: { email: 'owner@example.com', password: 'wrong-password' } }) },
  { route: 'POST /api/auth/logout', expect: everyone(200), request: async (f, actor) => ({ url: '/api/auth/logout', cookies: await f.freshSession(actor) }) },
  { route: 'POST /api/auth/refresh-token', expect: signedIn(200), request: async (f, actor) => ({ url: '/api/auth/refresh-token', cookies: await f.freshSession(actor) }) },
  { route: 'GET /api/auth/profile', expect: signedIn(200), request: () => ({ url: '/api/auth/profile' }) },
  { route: 'PATCH /api/auth/update', expect: signedIn(200), request: (_f, actor) => ({ url: '/api/auth/update', payload: { firstname: 'Sade', lastname: 'Olu', email: `${actor}@example.com`, phone: '08030003333' } }) },
  { route: 'PATCH /api/auth/forget', expect: everyone(200), request: () => ({ url: '/api/auth/forget', payload: { email: 'owner@example.com' } }) },
  { route: 'POST /api/auth/confirm-email/:token', expect: everyone(400), request: () => ({ url: `/api/auth/confirm-email/${'w'.repeat(43)}` }) },
  { route: 'PATCH /api/auth/reset/:token', expect: everyone(400), request: () => ({ url: `/api/auth/reset/${'y'.repeat(43)}`, payload: { password: 'new-password' } }) },
  { route: 'GET /api/address', expect: signedIn(200), request: () => ({ url: '/api/address' }) },
  { route: 'POST /api/address', expect: signedIn(201), request: () => ({ url: '/api/address', payload: address }) },
  { route: 'PUT /api/address/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/address/${f.ownerAddressId}`, payload: address }) },
  { route: 'DELETE /api/address/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/address/${f.spareAddressId}` }) },
  { route: 'GET /api/products', expect: everyone(200), request: () => ({ url: '/api/products' }) },
  { route: 'GET /api/products/featured', expect: everyone(200), request: () => ({ url: '/api/products/featured' }) },
  { route: 'GET /api/products/recommended', expect: everyone(200), request: () => ({ url: '/api/products/recommended' }) },
  { route: 'GET /api/products/single/:id', expect: everyone(200), request: (f) => ({ url: `/api/products/single/${f.productId}` }) },
  { route: 'POST /api/products', expect: adminOnly(201), request: async () => ({ url: '/api/products', payload: { name: 'Fuse', price: 500, featuredImage: await imageDataUrl(), images: [await imageDataUrl('#f5b301')] } }) },
  { route: 'PUT /api/products/update/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/update/${f.productId}`, payload: { description: 'Updated' } }) },
  { route: 'DELETE /api/products/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/${f.disposableProductId}` }) },
  { route: 'PATCH /api/products/togglefeatured/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/togglefeatured/${f.productId}` }) },
  { route: 'PATCH /api/products/soldout/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/soldout/${f.spareProductId}` }) },
  { route: 'GET /api/cart', expect: signedIn(200), request: () => ({ url: '/api/cart' }) },
  { route: 'POST /api/cart', expect: signedIn(200), request: (f) => ({ url: '/api/cart', payload: { productId: f.productId } }) },
  { route: 'DELETE /api/cart', expect: signedIn(200), request: (f) => ({ url: '/api/cart', payload: { productId: f.productId } }) },
  { route: 'PUT /api/cart/:id', expect: signedIn(404), request: (f) => ({ url: `/api/cart/${f.productId}`, payload: { quantity: 2 } }) },
  { route: 'GET /api/orders/user', expect: signedIn(200), request: () => ({ url: '/api/orders/user' }) },
  { route: 'GET /api/orders/admin', expect: adminOnly(200), request: () => ({ url: '/api/orders/admin' }) },
  { route: 'POST /api/payments/initialize', expect: { visitor: 401, stranger: 404, admin: 404, owner: 400 }, request: (f) => ({ url: '/api/payments/initialize', payload: { addressId: f.ownerAddressId } }) },
  { route: 'GET /api/payments/verify/:reference', expect: ownerOnly(200), request: (f) => ({ url: `/api/payments/verify/${f.ownerReference}` }) },
  { route: 'POST /api/payments/webhook', expect: everyone(401), request: () => ({ url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{"event":"charge.success"}' }) },
  { route: 'GET /api/payments/sandbox/:reference', expect: everyone(200), request: (f) => ({ url: `/api/payments/sandbox/${f.ownerReference}` }) },
  { route: 'POST /api/payments/sandbox/:reference/:decision', expect: everyone(303), request: (f) => ({ url: `/api/payments/sandbox/${f.ownerReference}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }) },
  { route: 'POST /api/contactlist', expect: everyone(201), request: () => ({ url: '/api/contactlist', payload: { name: 'Sade Adu Olu', phone: '08030002222', message: 'Hello' } }) },
  { route: 'POST /api/booking', expect: everyone(201), request: () => ({ url: '/api/booking', payload: booking }) },
  { route: 'GET /api/booking', expect: adminOnly(200), request: () => ({ url: '/api/booking' }) },
  { route: 'GET /api/booking/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}` }) },
  { route: 'GET /api/contactlist', expect: adminOnly(200), request: () => ({ url: '/api/contactlist' }) },
  { route: 'GET /api/contactlist/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/contactlist/export.csv' }) },
  { route: 'GET /api/contactlist/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/contactlist/${f.messageId}` }) },
  { route: 'PATCH /api/contactlist/:id/handled', expect: adminOnly(200), request: (f) => ({ url: `/api/contactlist/${f.messageId}/handled`, payload: { handled: true } }) },
  { route: 'GET /api/orders/admin/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/admin/${f.ownerOrderId}` }) },
  { route: 'GET /api/orders/admin/counts', expect: adminOnly(200), request: () => ({ url: '/api/orders/admin/counts' }) },
  { route: 'POST /api/orders/fulfilment', expect: adminOnly(200), request: (f) => ({ url: '/api/orders/fulfilment', payload: { orderIds: [f.ownerOrderId], fulfilmentStatus: 'shipped' } }) },
  { route: 'GET /api/booking/counts', expect: adminOnly(200), request: () => ({ url: '/api/booking/counts' }) },
  { route: 'GET /api/products/admin', expect: adminOnly(200), request: () => ({ url: '/api/products/admin?limit=10' }) },
  { route: 'GET /api/orders/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/orders/export.csv' }) },
  { route: 'GET /api/orders/:id/payment-events', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/${f.ownerOrderId}/payment-events` }) },
  { route: 'PATCH /api/orders/:id/fulfilment', expect: { visitor: 401, stranger: 403, admin: 409, owner: 403 }, request: (f) => ({ url: `/api/orders/${f.ownerOrderId}/fulfilment`, payload: { fulfilmentStatus: 'shipped' } }) },
  { route: 'GET /api/booking/manage/:token', expect: everyone(404), request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}` }) },
  { route: 'POST /api/booking/manage/:token/reschedule', expect: everyone(404), request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}/reschedule`, payload: { date: '2099-01-06', time: '10:00' } }) },
  { route: 'POST /api/booking/manage/:token/cancel', expect: everyone(404), request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}/cancel` }) },
  { route: 'GET /api/booking/mine', expect: signedIn(200), request: () => ({ url: '/api/booking/mine' }) },
  { route: 'PATCH /api/booking/:id/status', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}/status`, payload: { status: 'confirmed' } }) },
  { route: 'GET /api/booking/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/booking/export.csv' }) },
  { route: 'GET /api/admin/summary', expect: adminOnly(200), request: () => ({ url: '/api/admin/summary' }) },
  { route: 'GET /api/admin/dashboard', expect: adminOnly(200), request: () => ({ url: '/api/admin/dashboard' }) },
  { route: 'GET /api/events', expect: everyone(200), request: () => ({ url: '/api/events' }) },
  { route: 'POST /api/events', expect: adminOnly(201), request: async () => ({ url: '/api/events', payload: { image: await imageDataUrl('#15803d') } }) },
  { route: 'DELETE /api/events/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/events/${f.eventId}` }) },
];

async function createFixtures(testApp: Awaited<ReturnType<typeof startTestApp>>, database: DatabaseHandle) {
  const { app } = testApp;
  const sessions: Record<Actor, Record<string, string>> = {
    visitor: {},
    stranger: await signedInAs(app, database.db, 'stranger@example.com'),
    admin: await signedInAs(app, database.db, 'admin@example.com', 'admin'),
    owner: await signedInAs(app, database.db, 'owner@example.com'),
  };
  const inject = (options: InjectOptions) => app.inject(options);
  const product = await stockProduct(database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
  const spare = await stockProduct(database.db, { name: 'Breaker', priceKobo: 1_280_000 });
  const disposable = await stockProduct(database.db, { name: 'Old Stock', priceKobo: 100_000 });
  const ownerAddress = (await inject({ method: 'POST', url: '/api/address', cookies: sessions.owner, payload: address })).json();
  const spareAddress = (await inject({ method: 'POST', url: '/api/address', cookies: sessions.owner, payload: address })).json();
  await inject({ method: 'POST', url: '/api/cart', cookies: sessions.owner, payload: { productId: product.id } });
  const payment = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: sessions.owner, payload: { addressId: ownerAddress._id } })).json();
  await inject({ method: 'DELETE', url: '/api/cart', cookies: sessions.owner });
  const bookingId = (await inject({ method: 'POST', url: '/api/booking', payload: booking })).json()._id;
  await inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Sade Adu Olu', phone: '08030002222', message: 'Hello' } });
  const messageId = (await inject({ method: 'GET', url: '/api/contactlist', cookies: sessions.admin })).json().messages[0]._id;
  const ownerOrderId = (await inject({ method: 'GET', url: '/api/orders/user', cookies: sessions.owner })).json()[0]._id;
  const eventId = (await inject({ method: 'POST', url: '/api/events', cookies: sessions.admin, payload: { image: await imageDataUrl('#a15c07') } })).json()._id;
  return {
    sessions,
    productId: product.id,
    spareProductId: spare.id,
    disposableProductId: disposable.id,
    ownerAddressId: ownerAddress._id as string,
    spareAddressId: spareAddress._id as string,
    ownerReference: payment.reference as string,
    bookingId: bookingId as string,
    messageId: messageId as string,
    ownerOrderId: ownerOrderId as string,
    eventId: eventId as string,
    /** A separate sign-in, for calls that end or rotate the session they are made with. */
    freshSession: async (actor: Actor) => (actor === 'visitor' ? {} : signedInAs(app, database.db, `${actor}-${Math.random().toString(36).slice(2)}@example.com`, actor === 'admin' ? 'admin' : 'customer')),
  };
}

describe.each(testDatabases())('who may call what, on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    database = await open();
    testApp = await startTestApp(database);
    fixtures = await createFixtures(testApp, database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('has a row for every /api route and a route for every row', () => {
    const registered = testApp.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(matrix.map((row) => row.route).sort()).toEqual(registered);
  });

  it.each(matrix)('$route', async (row) => {
    const [method = 'GET'] = row.route.split(' ');
    for (const actor of actors) {
      const request = await row.request(fixtures, actor);
      const response = await testApp.app.inject({ method: method as InjectOptions['method'], cookies: fixtures.sessions[actor], ...request });
      expect(response.statusCode, `${row.route} as ${actor}: ${response.body.slice(0, 200)}`).toBe(row.expect[actor]);
      if (response.statusCode === 404) {
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });
});
