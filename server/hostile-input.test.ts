import { type AddressInfo, connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from './db/client';
import { signedInAs } from './testing/accounts';
import { testDatabases } from './testing/databases';
import { stockProduct } from './testing/shop';
import { startTestApp } from './testing/test-app';

/** Fixed so that a failure replays: set FC_SEED to explore other inputs. */
const seed = Number(process.env.FC_SEED ?? 20261122);
const runsPerRoute = Number(process.env.FC_RUNS ?? 60);

const tables = ['users', 'sessions', 'email_tokens', 'addresses', 'products', 'cart_items', 'orders', 'order_lines', 'bookings', 'contact_messages', 'events'];

const hostileText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "'; DROP TABLE users;--",
      "' OR '1'='1",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '__proto__',
      'constructor',
      '../../../../etc/passwd',
      '%00%0d%0a',
      'nul\u0000byte',
      '\u202eevil\u202c',
      '\u0007\u001b[31mred',
      '😀'.repeat(500),
      'x'.repeat(70_000),
      '=cmd|" /C calc"!A0',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/png;base64,AAAA',
      '2026-02-30',
      '25:61',
      '6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a',
      '',
      ' ',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
);
const hostileNumber = fc.oneof(fc.constantFrom(-1, 0, 0.5, 1.5, -0.01, 1e308, -1e308, 2 ** 53 + 1, 99.999), fc.double(), fc.integer());
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: [nested(depth - 1)] });
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, { $gt: '' }, { __proto__: { polluted: true } }, nested(200)),
  fc.array(hostileText, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const fieldNames = [
  'name',
  'email',
  'password',
  'phone',
  'firstname',
  'lastname',
  'currentPassword',
  'street',
  'city',
  'state',
  'country',
  'productId',
  'quantity',
  'addressId',
  'price',
  'description',
  'featuredImage',
  'images',
  'image',
  'service',
  'otherService',
  'date',
  'time',
  'note',
  'subject',
  'message',
  'website',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }).map((body) => JSON.stringify(body)),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"name":',
    '[[[[[[[[',
    'null',
    '"just a string"',
    '{"a":1,"a":2}',
    `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  ),
);
/** A valid body per call: the generator breaks one field of it at a time, which reaches deeper than noise. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/auth/signup': { name: 'Adaeze Nwosu', email: 'fuzz-signup@example.com', password: 'sunlight42' },
  'POST /api/auth/login': { email: 'customer@example.com', password: 'correct-horse' },
  'PATCH /api/auth/update': { firstname: 'Chidinma', lastname: 'Okafor', email: 'customer@example.com', phone: '08031234567' },
  'PATCH /api/auth/forget': { email: 'customer@example.com' },
  'POST /api/address': { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' },
  'POST /api/products': { name: 'Fuse', price: '500', featuredImage: 'data:image/png;base64,AAAA', images: ['data:image/png;base64,AAAA'] },
  'POST /api/contactlist': { name: 'Kunle Afolabi', phone: '08039876543', message: 'Please call me back.' },
  'POST /api/booking': { name: 'Funke Akindele', phone: '08031234567', service: 'Solar Services', date: '2099-06-12', time: '10:30' },
  'POST /api/events': { image: 'data:image/png;base64,AAAA' },
};
const brokenBody = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid)), fc.oneof({ weight: 5, arbitrary: hostileText }, { weight: 2, arbitrary: hostileValue }))
    .map(([field, value]) => JSON.stringify({ ...valid, [field]: value }));

const hostileParam = fc.oneof(
  hostileText.filter((text) => text.length < 2000),
  fc.constantFrom('..', '%2e%2e', '0', '-1', 'null', 'undefined'),
);

/** Sends bytes no HTTP client library would, and answers what came back before the server hung up. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

type Route = { method: string; url: string };
const takesInput = (route: Route) => (route.method !== 'GET' || route.url.includes(':')) && !route.url.includes('/webhook');

/**
 * The calls that take input, read off an app built once while the tests are collected: each gets a test and a
 * time budget of its own, so the suite's budget grows with the API instead of a new call eating a fixed one.
 */
const everyCall: Route[] = await (async () => {
  const database = await openEmbeddedDatabase(undefined);
  const testApp = await startTestApp(database);
  const routes = testApp.app.apiRoutes.map(({ method, url }) => ({ method, url }));
  await testApp.close();
  await database.close();
  return routes;
})();
const callsWithInput = everyCall.filter(takesInput);
const nameOf = (route: Route) => `${route.method} ${route.url}`;
/** A route's generated runs, with room for a machine running other test files alongside. */
const budgetPerRouteMs = 60_000;

describe.each(testDatabases())('hostile input on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  let sessions: Record<string, string>[];

  beforeAll(async () => {
    database = await open();
    testApp = await startTestApp(database);
    const admin = await signedInAs(testApp.app, database.db, 'admin@example.com', 'admin');
    const customer = await signedInAs(testApp.app, database.db, 'customer@example.com');
    await stockProduct(database.db, { name: 'Cable', priceKobo: 100_000 });
    sessions = [admin, customer];
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] };
      counts[table] = Number(result.rows[0]?.n);
    }
    return counts;
  }

  async function expectHarmless(options: InjectOptions) {
    const before = await rowCounts();
    const response = await testApp.app.inject(options);
    const label = `${options.method} ${String(options.url).slice(0, 120)} ${String(options.payload ?? '').slice(0, 120)}`;
    expect(response.statusCode, label).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body = response.json();
    expect(typeof body.message, label).toBe('string');
    expect(response.body, label).not.toMatch(/at .+\.ts:\d+|node_modules|SELECT |stack/i);
    expect(await rowCounts(), label).toEqual(before);
  }

  it('builds its route list from the app under test', () => {
    expect(testApp.app.apiRoutes.map(nameOf)).toEqual(everyCall.map(nameOf));
  });

  for (const route of callsWithInput) {
    it(`answers generated bad bodies and ids on ${route.method} ${route.url} with a 4xx and a message, changing nothing`, { timeout: budgetPerRouteMs }, async () => {
      const valid = validBodies[`${route.method} ${route.url}`];
      await fc.assert(
        fc.asyncProperty(valid ? fc.oneof(hostileBody, brokenBody(valid)) : hostileBody, hostileParam, fc.constantFrom(0, 1), async (payload, param, who) => {
          const url = route.url.replace(/:[a-z]+/gi, encodeURIComponent(param) || 'x');
          const withBody = route.method !== 'GET';
          await expectHarmless({
            method: route.method as InjectOptions['method'],
            url,
            cookies: sessions[who],
            ...(withBody ? { headers: { 'content-type': 'application/json' }, payload } : {}),
          });
        }),
        { seed, numRuns: runsPerRoute },
      );
    });
  }

  for (const route of callsWithInput.filter((candidate) => candidate.method !== 'GET' && !candidate.url.includes('/sandbox/'))) {
    it(`refuses the wrong content type and a body over the limit on ${nameOf(route)}`, { timeout: budgetPerRouteMs }, async () => {
      const url = route.url.replace(/:[a-z]+/gi, '6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a');
      await expectHarmless({ method: route.method as InjectOptions['method'], url, cookies: sessions[0], headers: { 'content-type': 'text/plain' }, payload: 'name=x' });
      await expectHarmless({
        method: route.method as InjectOptions['method'],
        url,
        cookies: sessions[0],
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(60 * 1024 * 1024) }),
      });
    });
  }

  const brokenText = ['%00abc', 'abc%00', '%E0%A4%A', '%ED%A0%80', '%C0%80'];
  for (const route of everyCall.filter((candidate) => !candidate.url.includes('/webhook'))) {
    it(`answers a NUL or a broken escape in the query string or path of ${nameOf(route)} with a 400 and a message`, async () => {
      for (const text of brokenText) {
        const withParam = route.url.includes(':');
        const url = `${route.url.replace(/:[a-z]+/gi, withParam ? text : 'x')}?q=${text}&status=${text}`;
        const label = `${route.method} ${url}`;
        const response = await testApp.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          cookies: sessions[0],
          ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
        });
        expect(response.statusCode, label).toBe(400);
        expect(response.json().message, label).toMatch(/NUL character|not valid text/);
      }
    });
  }

  it('answers a NUL in the shop search with the words for it', async () => {
    const shopSearch = await testApp.app.inject({ method: 'GET', url: '/api/products?q=%00abc' });
    expect(shopSearch.json()).toEqual({ message: 'Text must not contain the NUL character' });
  });

  it('answers a NUL in a header with a 400 and a message before any handler runs', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    for (const header of ['X-Forwarded-For: 10.0.0.1\u0000abc', 'Cookie: refresh_token=\u0000', 'User-Agent: a\u0000b']) {
      const answer = await rawExchange(port, `POST /api/auth/refresh-token HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      expect(answer, header).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), header).toMatchObject({ message: expect.any(String) });
    }
  });

  const headerNames = ['cookie', 'accept-encoding', 'accept', 'origin', 'referer', 'x-forwarded-for', 'if-none-match', 'if-modified-since', 'range', 'x-paystack-signature', 'authorization'];
  const headerText = fc.oneof(
    hostileText.filter((text) => text.length < 4000 && !['\u0000', '\r', '\n'].some((character) => text.includes(character))),
    fc.constantFrom(
      'access_token=%E0%A4%A; refresh_token=%00',
      'access_token=%00; refresh_token=%E0%A4%A',
      'access_token=eyJhbGciOiJub25lIn0.e30.',
      "refresh_token=' OR '1'='1",
      'br;q=NaN, gzip;q=-1',
      'bytes=999999999999-0',
      'null',
    ),
  );
  for (const route of everyCall.filter((candidate) => !candidate.url.includes('/webhook'))) {
    it(`answers generated headers on ${nameOf(route)} without failing`, { timeout: budgetPerRouteMs }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...headerNames), headerText, { maxKeys: 3 }), async (headers) => {
          const url = route.url.replace(/:[a-z]+/gi, '6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a');
          await expectHarmless({
            method: route.method as InjectOptions['method'],
            url,
            headers: { ...headers, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            ...(route.method === 'GET' ? {} : { payload: '{}' }),
          });
        }),
        { seed, numRuns: 8 },
      );
    });
  }

  for (const route of everyCall.filter((candidate) => candidate.method === 'GET' && !candidate.url.includes(':'))) {
    it(`answers generated query strings on ${nameOf(route)} without failing`, { timeout: budgetPerRouteMs }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'q', '__proto__', 'id'), hostileText, { maxKeys: 3 }), async (query) => {
          await expectHarmless({ method: 'GET', url: route.url, query, cookies: sessions[0] });
        }),
        { seed, numRuns: 10 },
      );
    });
  }
});
