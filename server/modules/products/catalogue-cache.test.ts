import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { startTestApp } from '../../testing/test-app';
import { catalogueCache } from './catalogue-cache';

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

describe('a catalogue answer being loaded', () => {
  /**
   * A route on the real cache whose loads wait until the test lets them finish and say which catalogue they
   * read; `arrived(n)` settles once n requests have reached the route.
   */
  function heldCatalogue() {
    const cache = catalogueCache(60_000);
    const app = Fastify();
    const state = { catalogue: 'before the write', loads: 0, release: () => {} };
    let reached = 0;
    const waiting: { count: number; resolve: () => void }[] = [];
    app.get('/catalogue', (request, reply) => {
      reached += 1;
      waiting.filter((wait) => wait.count <= reached).forEach((wait) => wait.resolve());
      return cache.send(request, reply, 'list', z.object({ read: z.string() }), async () => {
        state.loads += 1;
        const read = state.catalogue;
        await new Promise<void>((resolve) => (state.release = resolve));
        return { read };
      });
    });
    const arrived = (count: number) => new Promise<void>((resolve) => (reached >= count ? resolve() : waiting.push({ count, resolve })));
    return { app, cache, state, arrived };
  }

  it('is shared by the requests that arrive while it runs', async () => {
    const { app, state, arrived } = heldCatalogue();
    const answers = Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/catalogue' }));
    await arrived(20);
    state.release();
    const bodies = (await Promise.all(answers)).map((answer) => answer.json());
    expect(bodies).toEqual(Array.from({ length: 20 }, () => ({ read: 'before the write' })));
    expect(state.loads).toBe(1);
    await app.close();
  });

  it('is not kept when a write empties the cache before it finishes', async () => {
    const { app, cache, state, arrived } = heldCatalogue();
    const early = app.inject({ method: 'GET', url: '/catalogue' });
    await arrived(1);
    state.catalogue = 'after the write';
    cache.clear();
    state.release();
    expect((await early).json()).toEqual({ read: 'before the write' });

    const next = app.inject({ method: 'GET', url: '/catalogue' });
    await arrived(2);
    state.release();
    expect((await next).json()).toEqual({ read: 'after the write' });
    expect(state.loads).toBe(2);
    await app.close();
  });
});
