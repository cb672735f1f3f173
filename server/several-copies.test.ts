import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { signedInAs } from './testing/accounts';
import { testDatabases } from './testing/databases';
import { stockProduct } from './testing/shop';
import { startTestApp } from './testing/test-app';
import { publishBuildAssets } from './shell/web-assets';
import { toggleSoldOut } from './modules/products';

/** What a load balancer and an operator see of each copy: readiness, request ids, metrics, one catalogue. */
describe.each(testDatabases())('server copies on the $name database', ({ name, open }) => {
  let database: DatabaseHandle;
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    database = await open();
    // A catalogue kept ten minutes: only the change notice can bring the other copy up to date.
    const environment = { CATALOGUE_CACHE_MS: '600000', METRICS_TOKEN: 'a-metrics-token-for-tests' };
    first = await startTestApp(database, environment);
    second = await startTestApp(database, environment);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('answers readiness until told to stop, then 503 while it still serves, each answer closing its connection', async () => {
    expect((await first.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    first.app.lifecycle.draining = true;
    try {
      const ready = await first.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining' });
      const live = await first.app.inject({ url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      first.app.lifecycle.draining = false;
    }
  });

  it('answers with the proxy’s request id when it is a plain token, and a new unique one otherwise', async () => {
    const given = await first.app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-7f3a9c1e2b' } });
    expect(given.headers['x-request-id']).toBe('nginx-7f3a9c1e2b');
    const forged = await first.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x"\u0007<script>' } });
    const ids = [forged, await first.app.inject({ url: '/api/health' }), await second.app.inject({ url: '/api/health' })].map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('serves Prometheus metrics to the holder of the token only', async () => {
    await first.app.inject({ url: '/api/products' });
    expect((await first.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const metrics = await first.app.inject({ url: '/metrics', headers: { authorization: 'Bearer a-metrics-token-for-tests' } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/api\/products",status="200"\} \d+/);
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('mails_waiting');
    if (name === 'postgres') expect(metrics.body).toMatch(/db_pool_connections\{state="max"\} \d+/);
  });

  it('answers the scripts of another copy’s build, so a page of either version loads during a deploy', async () => {
    const otherBuild = mkdtempSync(path.join(tmpdir(), 'other-build-'));
    mkdirSync(path.join(otherBuild, 'assets'));
    writeFileSync(path.join(otherBuild, 'assets', 'index-Bq3x9Zk1.js'), 'console.log("the previous version")');
    expect(await publishBuildAssets(database.db, otherBuild)).toBe(1);
    const script = await second.app.inject({ url: '/assets/index-Bq3x9Zk1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toBe('console.log("the previous version")');
    expect((await second.app.inject({ url: '/assets/index-Never000.js' })).statusCode).toBe(404);
  });

  it('tells the other copies of a catalogue change from the change itself, not from the answer that follows it', async () => {
    const product = await stockProduct(database.db, { name: 'Changeover Switch', priceKobo: 2_450_000 });
    const soldOutOn = async (copy: typeof first) => ((await copy.app.inject({ url: `/api/products/single/${product.id}` })).json() as { soldOut: boolean }).soldOut;
    expect(await soldOutOn(second)).toBe(false);
    // The change committed, with no answer sent after it (a copy that died there): the others hear of it all the same.
    await toggleSoldOut(database.db, product.id);
    await expect.poll(() => soldOutOn(second), { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('shows a change made through one copy on the other at once', async () => {
    const admin = await signedInAs(first.app, database.db, 'admin@example.com', 'admin');
    const product = await stockProduct(database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
    const soldOutOn = async (copy: typeof first) => ((await copy.app.inject({ url: `/api/products/single/${product.id}` })).json() as { soldOut: boolean }).soldOut;
    expect(await soldOutOn(second)).toBe(false);
    expect((await first.app.inject({ method: 'PATCH', url: `/api/products/soldout/${product.id}`, cookies: admin })).statusCode).toBe(200);
    await expect.poll(() => soldOutOn(second), { timeout: 1000, interval: 20 }).toBe(true);
  });
});
