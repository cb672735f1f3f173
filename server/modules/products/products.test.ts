import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { imageMessages } from '../../../contracts/images';
import { priceMessages } from '../../../contracts/money';
import { productMessages } from '../../../contracts/products';
import { users } from '../auth/tables';
import { orderLines, orders } from '../orders/tables';
import { products } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { imageDataUrl } from '../../testing/images';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())('the shop catalogue on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    customer = await signedInAs(t.app, t.database.db, 'customer@example.com');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const fileExists = (url: string) => existsSync(path.join(t.config.dataDir, url));
  const newProduct = async (overrides: object = {}) => ({
    name: '3.5 kVA Hybrid Inverter',
    description: 'Pure sine wave. Runs a family home.',
    price: '485000.50',
    featuredImage: await imageDataUrl('#10213f'),
    images: [await imageDataUrl('#f5b301', 'jpeg')],
    ...overrides,
  });
  const create = async (overrides: object = {}) => inject({ method: 'POST', url: '/api/products', cookies: admin, payload: await newProduct(overrides) });

  it('lets an admin create a product from data URLs, priced exactly in kobo', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({ name: '3.5 kVA Hybrid Inverter', price: 485000.5, isFeatured: false, soldOut: false });
    expect(product.featuredImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(product.images).toHaveLength(1);
    expect(fileExists(product.featuredImage)).toBe(true);
    const [row] = await t.database.db.select().from(products);
    expect(row?.priceKobo).toBe(48_500_050);
    expect((await inject({ method: 'GET', url: `/api/products/single/${product._id}` })).json()).toEqual(product);
  });

  it('refuses bad products with a message in both `message` and `error`, storing nothing', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const fakePng = `data:image/png;base64,${Buffer.from('plain text renamed to .png').toString('base64')}`;
    const cases: [object, string][] = [
      [{ name: '' }, productMessages.nameRequired],
      [{ price: '' }, priceMessages.required],
      [{ price: 'two thousand' }, priceMessages.notANumber],
      [{ price: -5 }, priceMessages.tooSmall],
      [{ price: '12.345' }, priceMessages.notANumber],
      [{ price: { $gt: 0 } }, priceMessages.required],
      [{ featuredImage: undefined }, productMessages.featuredImageRequired],
      [{ images: [] }, productMessages.imagesRequired],
      [{ featuredImage: svg }, imageMessages.notAnImage],
      [{ images: [fakePng] }, imageMessages.notAnImage],
      [{ images: Array.from({ length: 8 }, () => 'data:image/png;base64,AAAA') }, imageMessages.tooMany],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(overrides);
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message, error: message });
    }
    expect(await t.database.db.select().from(products)).toHaveLength(0);
  });

  it('keeps product writes for admins: 401 for visitors, 403 for customers', async () => {
    const product = (await create()).json();
    const writes: InjectOptions[] = [
      { method: 'POST', url: '/api/products', payload: await newProduct() },
      { method: 'PUT', url: `/api/products/update/${product._id}`, payload: { name: 'Hijacked' } },
      { method: 'DELETE', url: `/api/products/${product._id}` },
      { method: 'PATCH', url: `/api/products/togglefeatured/${product._id}` },
      { method: 'PATCH', url: `/api/products/soldout/${product._id}` },
    ];
    for (const write of writes) {
      expect((await inject(write)).statusCode).toBe(401);
      expect((await inject({ ...write, cookies: customer })).statusCode).toBe(403);
    }
    expect((await inject({ method: 'GET', url: `/api/products/single/${product._id}` })).json().name).toBe('3.5 kVA Hybrid Inverter');
  });

  it('updates fields, keeps images given as their URLs and replaces those given as data URLs', async () => {
    const product = (await create()).json();
    const newPhoto = await imageDataUrl('#15803d');
    const response = await inject({
      method: 'PUT',
      url: `/api/products/update/${product._id}`,
      cookies: admin,
      payload: { name: '5 kVA Hybrid Inverter', price: 650000, featuredImage: product.featuredImage, images: [newPhoto] },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ name: '5 kVA Hybrid Inverter', price: 650000, featuredImage: product.featuredImage, description: product.description });
    expect(updated.images[0]).not.toBe(product.images[0]);
    expect(fileExists(product.featuredImage)).toBe(true);
    expect(fileExists(product.images[0])).toBe(false);
    expect(fileExists(updated.images[0])).toBe(true);
    const foreign = await inject({ method: 'PUT', url: `/api/products/update/${product._id}`, cookies: admin, payload: { featuredImage: 'https://elsewhere.example/x.jpg' } });
    expect(foreign.statusCode).toBe(400);
  });

  it('answers toggles with the new value and shows them in the shop', async () => {
    const product = (await create()).json();
    const featured = await inject({ method: 'PATCH', url: `/api/products/togglefeatured/${product._id}`, cookies: admin });
    expect(featured.json()).toEqual({ isFeatured: true });
    expect((await inject({ method: 'GET', url: '/api/products/featured' })).json().map((item: { _id: string }) => item._id)).toEqual([product._id]);
    expect((await inject({ method: 'PATCH', url: `/api/products/soldout/${product._id}`, cookies: admin })).json()).toEqual({ soldOut: true });
    expect((await inject({ method: 'GET', url: '/api/products/recommended' })).json()).toEqual([]);
    expect((await inject({ method: 'PATCH', url: `/api/products/soldout/${product._id}`, cookies: admin })).json()).toEqual({ soldOut: false });
  });

  it('deletes a product from the shop and removes its photos, unless a past order still shows them', async () => {
    const sold = (await create()).json();
    const unsold = (await create({ featuredImage: await imageDataUrl('#b91c1c'), images: [await imageDataUrl('#a15c07')] })).json();
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'customer@example.com'));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: buyer?.id ?? '',
        reference: 'BW-PAST-ORDER',
        totalKobo: 100,
        addressStreet: '1 Oke Ado',
        addressCity: 'Ibadan',
        addressState: 'Oyo',
        addressCountry: 'Nigeria',
        addressPhone: '08030000000',
      })
      .returning();
    await t.database.db.insert(orderLines).values({ orderId: order?.id ?? '', productId: sold._id, name: sold.name, featuredImage: sold.featuredImage, priceKobo: 100, quantity: 1 });

    for (const product of [sold, unsold]) {
      const deleted = await inject({ method: 'DELETE', url: `/api/products/${product._id}`, cookies: admin });
      expect(deleted.json()).toEqual({ message: productMessages.deleted });
      expect((await inject({ method: 'GET', url: `/api/products/single/${product._id}` })).statusCode).toBe(404);
    }
    expect(fileExists(unsold.featuredImage)).toBe(false);
    expect(fileExists(unsold.images[0])).toBe(false);
    expect(fileExists(sold.featuredImage)).toBe(true);
    expect(fileExists(sold.images[0])).toBe(false);
    expect((await inject({ method: 'GET', url: '/api/products' })).json()).toEqual([]);
    expect((await inject({ method: 'DELETE', url: `/api/products/${sold._id}`, cookies: admin })).statusCode).toBe(404);
  });
});
