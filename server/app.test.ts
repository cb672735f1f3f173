import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { products } from './modules/products/tables';
import { emptyDatabase, testDatabases } from './testing/databases';
import { startTestApp } from './testing/test-app';

/** Answers that are not JSON: the CSV exports, the sandbox's own payment page and the OpenAPI document. */
const notJson = (url: string) => url.endsWith('.csv') || url.endsWith('/pdf') || url.endsWith('.pdf') || url.includes('/sandbox/') || url.endsWith('/photos/:name') || url === '/api/docs';

describe.each(testDatabases())('the app on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    database = await open();
    testApp = await startTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });
  beforeEach(() => emptyDatabase(database.db));

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('reports itself healthy once the database answers', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API call with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('serves the web app with 200 on known pages and 404 on unknown ones', async () => {
    const known = await inject({ method: 'GET', url: '/products' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    const unknown = await inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<html');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends API answers the headers JSON needs, and none meant for pages', async () => {
    const response = await inject({ method: 'GET', url: '/api/products' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    const unknownCall = await inject({ method: 'GET', url: '/api/no-such-call' });
    expect(unknownCall.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('keeps the secret in activation and reset addresses from leaking through the Referer header', async () => {
    for (const url of ['/activate/abc', '/reset-password/abc']) {
      expect((await inject({ method: 'GET', url })).headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await inject({ method: 'GET', url: '/products' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends each page its own title, description and link-preview tags, and a product page its product', async () => {
    const about = await inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<title>About Us | Brightwire Electrical &amp; Automation</title>');
    expect(about.body).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
    expect(about.body).toContain('<meta property="og:title" content="About Us | Brightwire Electrical &amp; Automation" />');
    expect(about.body).toContain('"@type":"Electrician"');
    expect((about.body.match(/<title>/g) ?? []).length).toBe(1);

    const [product] = await database.db
      .insert(products)
      .values({ name: 'Inverter <3.5 kVA>', description: 'Runs a home.', priceKobo: 48_500_000, featuredImage: '/uploads/0123456789abcdef0123456789abcdef.webp', soldOut: true })
      .returning();
    const page = await inject({ method: 'GET', url: `/products/details/${product?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Inverter &lt;3.5 kVA&gt; | Brightwire Electrical &amp; Automation</title>');
    expect(page.body).toContain('content="₦485,000 (out of stock). Runs a home."');
    expect(page.body).toContain('<meta property="og:image" content="http://localhost:3000/uploads/0123456789abcdef0123456789abcdef.webp" />');
    expect(page.body).toContain('"priceCurrency":"NGN"');
    expect(page.body).toContain('"availability":"https://schema.org/OutOfStock"');
    expect(page.body).toContain('Inverter \\u003c3.5 kVA>');

    expect((await inject({ method: 'GET', url: '/products/details/6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/products/details/not-an-id' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/account/info' })).body).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists public pages and products in sitemap.xml and keeps private areas out in robots.txt', async () => {
    const [product] = await database.db.insert(products).values({ name: 'Breaker', priceKobo: 1_280_000, featuredImage: '/uploads/a.webp' }).returning();
    const sitemap = await inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/services', '/products', '/about', '/contact', '/book']) expect(sitemap.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/products/details/${product?.id}</loc><lastmod>${product?.updatedAt.toISOString()}</lastmod>`);
    expect(sitemap.body).not.toContain('/account');
    const robots = await inject({ method: 'GET', url: '/robots.txt' });
    for (const line of ['Disallow: /account', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /admin-dashboard', 'Sitemap: http://localhost:3000/sitemap.xml'])
      expect(robots.body).toContain(line);
  });

  it('lists products newest first with prices in naira from whole kobo', async () => {
    await database.db.insert(products).values([
      { name: 'Older breaker', priceKobo: 1_280_000, featuredImage: '/uploads/a.webp', createdAt: new Date('2026-01-01T00:00:00Z') },
      { name: 'Newer cable', priceKobo: 125_050, featuredImage: '/uploads/b.webp', isFeatured: true },
    ]);
    const response = await inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((product: { name: string }) => product.name)).toEqual(['Newer cable', 'Older breaker']);
    expect(body[0]).toMatchObject({ price: 1250.5, description: '', images: [], isFeatured: true, soldOut: false });
    expect(body[1].price).toBe(12800);

    const featured = await inject({ method: 'GET', url: '/api/products/featured' });
    expect(featured.json().map((product: { name: string }) => product.name)).toEqual(['Newer cable']);
  });

  it('tells a malformed product id from an unknown one', async () => {
    const malformed = await inject({ method: 'GET', url: '/api/products/single/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid Product Id');
    const unknown = await inject({ method: 'GET', url: '/api/products/single/6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
  });

  it('refuses bodies that are too large or not JSON with a message and no stack trace', async () => {
    const tooLarge = await inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The request is too large.' });

    const broken = await inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(Object.keys(broken.json())).toEqual(['message']);
  });

  it('declares the shape of every JSON answer, so the server guarantees what clients read', () => {
    const undeclared = testApp.app.apiRoutes.filter((route) => !route.declaresAnswer && !notJson(route.url));
    expect(undeclared).toEqual([]);
  });

  it('serves an OpenAPI document of every call at /api/docs, made from the same schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of testApp.app.apiRoutes.filter((candidate) => !notJson(candidate.url))) {
      const path = route.url.replace(/:([a-z]+)/gi, '{$1}');
      const documented = document.paths[path] ?? document.paths[`${path}/`];
      expect(documented?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/') && !path.includes('/sandbox/'))).toBe(true);
    expect(document.paths['/api/booking/']?.post?.responses['201']).toBeDefined();
    expect(JSON.stringify(document.paths['/api/products/single/{id}'])).toContain('featuredImage');
  });
});

// A PostgreSQL server can be down while the copy runs; the embedded database lives and dies with the process.
describe.each(testDatabases().filter((database) => database.name === 'postgres'))('a product page while the $name database cannot answer', ({ open }) => {
  it('answers 503 with a time to come back, never the 404 that crawlers and caches would believe', async () => {
    const database = await open();
    const testApp = await startTestApp(database);
    const [product] = await database.db.insert(products).values({ name: 'Breaker', priceKobo: 1_280_000, featuredImage: '/uploads/a.webp' }).returning();
    await database.close();
    const page = await testApp.app.inject({ method: 'GET', url: `/products/details/${product?.id}` });
    await testApp.close();
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toContain('text/html');
  });
});
