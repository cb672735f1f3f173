import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordMatches } from '../modules/auth';
import { emptyDatabase, testDatabases } from '../testing/databases';
import type { DatabaseHandle } from '../db/client';
import { addresses } from '../modules/addresses/tables';
import { users } from '../modules/auth/tables';
import { products } from '../modules/products/tables';
import { seedDemoData } from './seed';
import { diskImageStore } from '../images/storage';

describe.each(testDatabases())('demo data on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(() => emptyDatabase(database.db));

  it('fills an empty shop with products, images and two accounts that can sign in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
    const accounts = await seedDemoData(database.db, dataDir, diskImageStore(path.join(dataDir, 'uploads')));
    if (!accounts) throw new Error('expected the demo data to be seeded');

    const shop = await database.db.select().from(products);
    expect(shop).toHaveLength(12);
    expect(shop.filter((product) => product.soldOut)).toHaveLength(1);
    expect(shop.filter((product) => product.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(shop.every((product) => product.priceKobo > 0 && Number.isInteger(product.priceKobo))).toBe(true);
    const stored = new Set(readdirSync(path.join(dataDir, 'uploads')));
    for (const product of shop) {
      for (const url of [product.featuredImage, ...product.images]) expect(stored.has(path.basename(url))).toBe(true);
    }

    const [admin] = await database.db.select().from(users).where(eq(users.email, accounts.admin.email));
    expect(admin?.role).toBe('admin');
    expect(admin?.activatedAt).not.toBeNull();
    expect(await passwordMatches(admin?.passwordHash ?? '', accounts.admin.password)).toBe(true);

    const [customer] = await database.db.select().from(users).where(eq(users.email, accounts.customer.email));
    expect(customer?.role).toBe('customer');
    expect(
      await database.db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, customer?.id ?? '')),
    ).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')).toContain(accounts.admin.password);
  });

  it('never touches a database that already has data', async () => {
    await database.db.insert(users).values({ name: 'Real Owner', email: 'owner@example.com', passwordHash: 'x' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
    expect(await seedDemoData(database.db, dataDir, diskImageStore(path.join(dataDir, 'uploads')))).toBeUndefined();
    expect(await database.db.select().from(products)).toHaveLength(0);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
