// Kills the real server (SIGKILL, then SIGTERM) in the middle of bookings, sign-ups and purchases on
// PostgreSQL, and checks that every answered request is stored whole and the server serves again.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminAccount, buy, createCustomers, createProduct } from './shop-fixtures';
import { check, Customer, exited, scratchDatabase, startServer, waitUntilServing } from './server-process';

type Acknowledged = { bookings: string[]; signups: string[]; purchases: string[] };

const port = Number(process.env.CRASH_PORT ?? 3321);
const baseUrl = `http://127.0.0.1:${port}`;
const results = { passed: 0, failed: 0 };
const workers = 8;

/** A sign-up whose body is sent in two parts: the second only when `finish` is called. */
function heldSignup(email: string) {
  const body = Buffer.from(JSON.stringify({ name: 'Graceful Signup', email, password: 'sunlight42' }));
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/auth/signup`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': body.length } });
  const status = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  request.write(body.subarray(0, half));
  return { status, finish: () => request.end(body.subarray(half)) };
}

function booking(index: number) {
  return { name: `Crash Booking ${index}`, phone: '08031234567', service: 'Automation', date: '2099-05-01', time: '09:00' };
}

/** Workers send requests until told to stop; only what got a 2xx counts as acknowledged. */
async function drive(customers: Customer[], productId: string, acknowledged: Acknowledged, shouldStop: () => boolean) {
  let counter = 0;
  const worker = async (workerIndex: number) => {
    while (!shouldStop()) {
      counter += 1;
      const index = counter;
      try {
        const kind = index % 3;
        if (kind === 0) {
          const response = await fetch(`${baseUrl}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking(index)) });
          if (response.status === 201) acknowledged.bookings.push(String(((await response.json()) as { _id: string })._id));
        } else if (kind === 1) {
          const email = `signup${index}-${workerIndex}@example.com`;
          const response = await fetch(`${baseUrl}/api/auth/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Crash Signup', email, password: 'sunlight42' }),
          });
          if (response.status === 201) acknowledged.signups.push(email);
        } else {
          const customer = customers[workerIndex % customers.length] as Customer;
          const reference = await buy(baseUrl, customer, productId);
          if (reference) acknowledged.purchases.push(reference);
        }
      } catch {
        // The server died under this request: it was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
}

async function checkStoredWhole(databaseUrl: string, acknowledged: Acknowledged, phase: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: bookingRows } = await client.query<{ id: string }>('select id from bookings where id = any($1::uuid[])', [acknowledged.bookings]);
  check(results, bookingRows.length === acknowledged.bookings.length, `${phase}: all ${acknowledged.bookings.length} acknowledged bookings are stored`);
  const { rows: userRows } = await client.query<{ email: string }>('select email from users where email = any($1)', [acknowledged.signups]);
  check(results, userRows.length === acknowledged.signups.length, `${phase}: all ${acknowledged.signups.length} acknowledged sign-ups are stored`);
  const { rows: paidRows } = await client.query<{ reference: string }>(
    `select o.reference from orders o where o.reference = any($1) and o.status = 'success'
       and o.total_kobo = (select sum(l.price_kobo * l.quantity) from order_lines l where l.order_id = o.id)`,
    [acknowledged.purchases],
  );
  check(results, paidRows.length === acknowledged.purchases.length, `${phase}: all ${acknowledged.purchases.length} acknowledged purchases are paid with their lines`);
  const { rows: hollow } = await client.query('select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)');
  check(results, hollow.length === 0, `${phase}: no order is half-written (orders without lines: ${hollow.length})`);
  const { rows: paidWithoutLines } = await client.query(`select id from orders where status = 'success' and paid_at is null`);
  check(results, paidWithoutLines.length === 0, `${phase}: every paid order has its payment time`);
  await client.end();
}

async function main() {
  const database = await scratchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-test-'));
  const environment = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    AUTH_LIMIT_PER_EMAIL: '100000',
    AUTH_LIMIT_PER_IP: '100000',
    FORM_LIMIT_PER_IP: '100000',
  };
  try {
    let server = startServer(environment);
    await waitUntilServing(baseUrl);
    const productId = await createProduct(baseUrl);
    // A customer each: two workers on one cart would check out the same cart, which answers one order's page to
    // both (a checkout pressed twice), and the one order would be counted as two purchases.
    const accounts = await createCustomers(database.url, workers);
    const customers = await Promise.all(
      accounts.map(async (account) => {
        const customer = new Customer();
        await customer.call(baseUrl, 'POST', '/api/auth/login', account);
        return customer;
      }),
    );

    const killed: Acknowledged = { bookings: [], signups: [], purchases: [] };
    let stop = false;
    const traffic = drive(customers, productId, killed, () => stop);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    server.kill('SIGKILL');
    await exited(server);
    stop = true;
    await traffic;
    console.log(`SIGKILL during ${killed.bookings.length} bookings, ${killed.signups.length} sign-ups, ${killed.purchases.length} purchases`);

    server = startServer(environment);
    await waitUntilServing(baseUrl);
    await checkStoredWhole(database.url, killed, 'after SIGKILL');
    const again = await fetch(`${baseUrl}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking(0)) });
    check(results, again.status === 201, 'after SIGKILL: the restarted server takes bookings again');

    // SIGTERM: requests the server has begun finish, nothing is lost, the process ends cleanly. Each sign-up
    // sends its headers and half its body before the signal and the rest after it, so it is surely in flight.
    const inFlight = Array.from({ length: 30 }, (_, index) => heldSignup(`graceful${index}@example.com`));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const request of inFlight) request.finish();
    const statuses = await Promise.all(inFlight.map((request) => request.status));
    const code = await exited(server);
    const answered = statuses.flatMap((status, index) => (status === 201 ? [`graceful${index}@example.com`] : []));
    check(results, answered.length === statuses.length, `SIGTERM: every request in flight was answered 201 (statuses: ${[...new Set(statuses)].join(', ')})`);
    check(results, code === 0, `SIGTERM: the server exited cleanly (code ${code})`);
    await checkStoredWhole(database.url, { bookings: [], signups: answered, purchases: [] }, 'after SIGTERM');
  } finally {
    await database.drop();
  }
  console.log(`crash safety: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

await main();
