// Two server processes on one PostgreSQL and one uploads folder, used alternately by one browser-like
// customer: sessions, carts, images, payments and rate limits must not care which one answers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAccount, createCustomers, createProduct } from './shop-fixtures';
import { check, Customer, exited, scratchDatabase, startServer, waitUntilServing } from './server-process';

const ports = [Number(process.env.TWO_SERVERS_PORT ?? 3331), Number(process.env.TWO_SERVERS_PORT ?? 3331) + 1];
const [first, second] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const results = { passed: 0, failed: 0 };

async function main() {
  const database = await scratchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'two-servers-'));
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Behind one address, as a load balancer would present them.
    PUBLIC_URL: first,
    ACCESS_TOKEN_SECRET: 'a-shared-secret-for-both-servers-0123456789',
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    // Failed guesses only are counted: four are allowed, the fifth is refused.
    AUTH_LIMIT_PER_EMAIL: '4',
  };
  const servers = ports.map((port) => startServer({ ...shared, PORT: String(port) }));
  try {
    await Promise.all([waitUntilServing(first), waitUntilServing(second)]);
    const productId = await createProduct(first);
    const [account] = await createCustomers(database.url, 1);
    const customer = new Customer();

    const login = await customer.call(first, 'POST', '/api/auth/login', account);
    check(results, login.status === 200, 'signs in on the first server');
    check(results, (await customer.call(second, 'GET', '/api/auth/profile')).status === 200, 'the second server knows the session');
    check(results, (await customer.call(second, 'POST', '/api/auth/refresh-token')).status === 200, 'refreshes on the second server');
    check(results, (await customer.call(first, 'GET', '/api/auth/profile')).status === 200, 'the first server accepts the refreshed tokens');

    await customer.call(first, 'POST', '/api/cart', { productId });
    await customer.call(second, 'POST', '/api/cart', { productId });
    const cart = await customer.call(first, 'GET', '/api/cart');
    check(results, cart.json?.[0]?.quantity === 2, 'a cart filled on both servers holds both additions');

    const product = await customer.call(second, 'GET', `/api/products/single/${productId}`);
    const image = await fetch(`${second}${String(product.json.featuredImage)}`);
    check(results, image.status === 200 && image.headers.get('content-type') === 'image/webp', 'an image uploaded through one server is served by the other');

    const addressId = (await customer.call(second, 'GET', '/api/address')).json?.[0]?._id;
    const started = await customer.call(second, 'POST', '/api/payments/initialize', { addressId });
    const reference = String(started.json.reference);
    await fetch(`${first}/api/payments/sandbox/${reference}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const verified = await customer.call(second, 'GET', `/api/payments/verify/${reference}`);
    const again = await customer.call(first, 'GET', `/api/payments/verify/${reference}`);
    check(results, verified.json.status === 'success' && again.json.status === 'success', 'checkout started on one server is paid and verified on either');
    const orders = await customer.call(first, 'GET', '/api/orders/user');
    check(results, Array.isArray(orders.json) && orders.json.length === 1 && orders.json[0]?.status === 'success', 'the order exists once, paid');
    const emptied = (await customer.call(second, 'GET', '/api/cart')).json;
    check(results, Array.isArray(emptied) && emptied.length === 0, 'the cart is empty on both servers after paying');

    const guesses = [];
    for (const server of [first, second, first, second, first]) {
      guesses.push((await new Customer().call(server, 'POST', '/api/auth/login', { email: account?.email, password: 'wrong-guess-1' })).status);
    }
    check(results, guesses.join(',') === '400,400,400,400,429', `password guesses are counted across both servers (${guesses.join(',')})`);

    check(results, (await customer.call(second, 'POST', '/api/auth/logout')).status === 200, 'logs out on the second server');
    check(results, (await customer.call(first, 'GET', '/api/auth/profile')).status === 401, 'the first server knows the session ended');
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map(exited));
    await database.drop();
  }
  console.log(`two servers: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

await main();
