import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contracts/cart';
import { cartItems } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())('carts on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let ada: Record<string, string>;
  let bayo: Record<string, string>;
  let admin: Record<string, string>;
  let cable: Awaited<ReturnType<typeof stockProduct>>;
  let detector: Awaited<ReturnType<typeof stockProduct>>;
  beforeEach(async () => {
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
    bayo = await signedInAs(t.app, t.database.db, 'bayo@example.com');
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    cable = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    detector = await stockProduct(t.database.db, { name: 'Smoke Detector', priceKobo: 1_450_000, soldOut: true });
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const add = (cookies: Record<string, string>, productId: string) => inject({ method: 'POST', url: '/api/cart', cookies, payload: { productId } });
  const setQuantity = (cookies: Record<string, string>, productId: string, quantity: unknown) => inject({ method: 'PUT', url: `/api/cart/${productId}`, cookies, payload: { quantity } });

  it('adds products one at a time and answers the whole cart with product fields and quantities', async () => {
    expect((await add(ada, cable.id)).statusCode).toBe(200);
    const cart = (await add(ada, cable.id)).json();
    expect(cart).toEqual([expect.objectContaining({ _id: cable.id, name: 'Twin and Earth Cable', price: 58500, quantity: 2, soldOut: false, removed: false })]);
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()).toEqual(cart);
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: bayo })).json()).toEqual([]);
  });

  it('refuses a sold-out product with 409 Out of stock and an unknown one with 404', async () => {
    const soldOut = await add(ada, detector.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: cartMessages.outOfStock });
    const unknown = await add(ada, '6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a');
    expect(unknown.statusCode).toBe(404);
    expect((await add(ada, 'DROP TABLE')).statusCode).toBe(400);
    expect(await t.database.db.select().from(cartItems)).toHaveLength(0);
  });

  it('sets whole quantities from 1 to 99, removes the line at 0 and refuses anything else', async () => {
    await add(ada, cable.id);
    expect((await setQuantity(ada, cable.id, 5)).json()[0].quantity).toBe(5);
    for (const quantity of [-1, 1.5, 100, '3', null, 1e9]) {
      const response = await setQuantity(ada, cable.id, quantity);
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().message).toBe(cartMessages.quantity);
    }
    expect((await setQuantity(ada, cable.id, 0)).json()).toEqual([]);
    const notInCart = await setQuantity(ada, cable.id, 2);
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json()).toEqual({ message: cartMessages.notInCart });
  });

  it('never lets one customer change another’s cart', async () => {
    await add(ada, cable.id);
    expect((await setQuantity(bayo, cable.id, 7)).statusCode).toBe(404);
    await inject({ method: 'DELETE', url: '/api/cart', cookies: bayo });
    expect((await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json()[0].quantity).toBe(1);
  });

  it('removes one product, or empties the cart when no product is named', async () => {
    const other = await stockProduct(t.database.db, { name: '63 A Breaker', priceKobo: 1_280_000 });
    await add(ada, cable.id);
    await add(ada, other.id);
    const afterOne = await inject({ method: 'DELETE', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    expect(afterOne.json().map((item: { _id: string }) => item._id)).toEqual([other.id]);
    const emptied = await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual([]);
  });

  it('keeps showing a product deleted or sold out after it was added, marked as such', async () => {
    const other = await stockProduct(t.database.db, { name: '63 A Breaker', priceKobo: 1_280_000 });
    await add(ada, cable.id);
    await add(ada, other.id);
    await inject({ method: 'DELETE', url: `/api/products/${cable.id}`, cookies: admin });
    await inject({ method: 'PATCH', url: `/api/products/soldout/${other.id}`, cookies: admin });
    const cart = (await inject({ method: 'GET', url: '/api/cart', cookies: ada })).json();
    expect(cart).toEqual([expect.objectContaining({ _id: cable.id, name: 'Twin and Earth Cable', removed: true }), expect.objectContaining({ _id: other.id, soldOut: true, removed: false })]);
  });

  it('answers 401 to visitors', async () => {
    for (const call of [{ method: 'GET' }, { method: 'POST', payload: { productId: cable.id } }, { method: 'DELETE' }] as const) {
      expect((await inject({ url: '/api/cart', ...call })).statusCode).toBe(401);
    }
    expect((await setQuantity({}, cable.id, 2)).statusCode).toBe(401);
  });
});
