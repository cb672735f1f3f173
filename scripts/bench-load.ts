// npm run bench:load: a realistic mix of browsing, cart, bookings, messages and logins for 60 s at 100
// connections against the real server, on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminAccount, createCustomers, createProduct } from './resilience/shop-fixtures';
import { Customer, exited, scratchDatabase, startServer, waitUntilServing } from './resilience/server-process';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const port = Number(process.env.LOAD_PORT ?? 3341);
const baseUrl = `http://127.0.0.1:${port}`;

type Figures = { database: string; requestsPerSecond: number; p50: number; p99: number; errors: number; timeouts: number; serverErrors: number; non2xx: number };

async function run(database: 'embedded' | 'postgres'): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-'));
  const scratch = database === 'postgres' ? await scratchDatabase() : undefined;
  const server = startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    AUTH_LIMIT_PER_EMAIL: '1000000',
    AUTH_LIMIT_PER_IP: '1000000',
    FORM_LIMIT_PER_IP: '1000000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  try {
    await waitUntilServing(baseUrl);
    const productId = await createProduct(baseUrl);
    // The embedded database is reachable only through its server, so there the admin account does the shopping.
    const account = scratch ? (await createCustomers(scratch.url, 1))[0] : adminAccount;
    const customer = new Customer();
    const login = await customer.call(baseUrl, 'POST', '/api/auth/login', account);
    const cookie = (login.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
    const json = { 'content-type': 'application/json' };
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/api/products' },
        { method: 'GET', path: `/api/products/single/${productId}` },
        { method: 'GET', path: '/api/products/featured' },
        { method: 'POST', path: '/api/cart', headers: { ...json, cookie }, body: JSON.stringify({ productId }) },
        { method: 'GET', path: '/api/cart', headers: { cookie } },
        { method: 'POST', path: '/api/booking', headers: json, body: JSON.stringify({ name: 'Load Tester', phone: '08031234567', service: 'Automation', date: '2099-01-01', time: '10:00' }) },
        { method: 'POST', path: '/api/contactlist', headers: json, body: JSON.stringify({ name: 'Load Tester', phone: '08031234567', message: 'Hello from the load test' }) },
        { method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify(account) },
        { method: 'GET', path: '/' },
      ],
    });
    const serverErrors = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => Number(status) >= 500)
      .reduce((total, [, stats]) => total + (stats.count ?? 0), 0);
    return {
      database,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      serverErrors,
      non2xx: result.non2xx,
    };
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await scratch?.drop();
  }
}

const databases: ('embedded' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
const figures: Figures[] = [];
for (const database of databases) figures.push(await run(database));

console.log(`\nLoad: ${connections} connections for ${seconds} s, mixed browsing, cart, bookings, messages and logins\n`);
console.log('| database | requests/s | p50 ms | p99 ms | errors | timeouts | 5xx | non-2xx |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of figures) {
  console.log(`| ${row.database} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.timeouts} | ${row.serverErrors} | ${row.non2xx} |`);
}
process.exit(figures.every((row) => row.errors === 0 && row.serverErrors === 0 && row.non2xx === 0) ? 0 : 1);
