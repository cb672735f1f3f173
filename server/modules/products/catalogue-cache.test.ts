import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { startTestApp } from '../../testing/test-app';

describe('the catalogue cache', () => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    const [embedded] = testDatabases();
    if (!embedded) throw new Error('no test database');
    database = await embedded.open();
    testApp = await startTestApp(database, { CATALOGUE_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('answers with an ETag, 304 when unchanged, compressed for clients that accept it, and fresh after an admin write', async () => {
    const product = await stockProduct(database.db, { name: 'Cable', priceKobo: 5_850_000 });
    const first = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.json()).toHaveLength(1);

    expect((await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const brotli = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(first.json());
    const gzip = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(first.json());

    // A product written behind the server's back stays unseen while cached...
    await stockProduct(database.db, { name: 'Breaker', priceKobo: 1_280_000 });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/products' })).json()).toHaveLength(1);
    // ...but any admin write through the server is seen by the very next read.
    const admin = await signedInAs(testApp.app, database.db, 'admin@example.com', 'admin');
    await testApp.app.inject({ method: 'PATCH', url: `/api/products/soldout/${product.id}`, cookies: admin });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);
    expect(after.json().find((item: { _id: string }) => item._id === product.id).soldOut).toBe(true);
  });

  it('compresses a search for clients that accept it, never keeps it, and still says how many matched', async () => {
    const search = (headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: '/api/products?q=Lamp', headers });
    await stockProduct(database.db, { name: 'Lamp', priceKobo: 250_000 });
    const plain = await search();
    expect(plain.headers['x-total-count']).toBe('1');
    const brotli = await search({ 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    await stockProduct(database.db, { name: 'Lamp holder', priceKobo: 90_000 });
    const again = await search();
    expect(again.headers['x-total-count']).toBe('2');
    expect(again.json()).toHaveLength(2);
  });
});
