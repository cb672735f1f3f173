import pg from 'pg';
import sharp from 'sharp';
import { hashPassword } from '../../server/modules/auth/passwords';
import { Customer } from './server-process';

export const adminAccount = { email: 'owner@brightwire.test', password: 'resilience-admin-1' };

/** Activated customers written straight to the database, each with a delivery address. */
export async function createCustomers(databaseUrl: string, count: number): Promise<{ email: string; password: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const passwordHash = await hashPassword('customer-pass-1');
  const customers = [];
  for (let index = 0; index < count; index += 1) {
    const email = `buyer${index}@example.com`;
    const { rows } = await client.query<{ id: string }>(`insert into users (name, email, role, password_hash, activated_at) values ($1, $2, 'customer', $3, now()) returning id`, [
      `Buyer Number ${index}`,
      email,
      passwordHash,
    ]);
    await client.query(`insert into addresses (user_id, street, city, state, country, phone) values ($1, '5 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', '08030001111')`, [rows[0]?.id]);
    customers.push({ email, password: 'customer-pass-1' });
  }
  await client.end();
  return customers;
}

export async function createProduct(baseUrl: string): Promise<string> {
  const admin = new Customer();
  await admin.call(baseUrl, 'POST', '/api/auth/login', adminAccount);
  const photo = async (colour: string) =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
  const created = await admin.call(baseUrl, 'POST', '/api/products', { name: 'Resilience Cable', price: '1250.50', featuredImage: await photo('#10213f'), images: [await photo('#f5b301')] });
  if (created.status !== 201) throw new Error(`product not created: ${created.status}`);
  return String(created.json._id);
}

/** One purchase through the sandbox payment page; answers the reference once the server said 'success'. */
export async function buy(baseUrl: string, customer: Customer, productId: string): Promise<string | undefined> {
  const addresses = await customer.call(baseUrl, 'GET', '/api/address');
  const addressId = addresses.json?.[0]?._id;
  await customer.call(baseUrl, 'POST', '/api/cart', { productId });
  const started = await customer.call(baseUrl, 'POST', '/api/payments/initialize', { addressId });
  if (started.status !== 200) return undefined;
  const reference = String(started.json.reference);
  await fetch(`${baseUrl}/api/payments/sandbox/${reference}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const verified = await customer.call(baseUrl, 'GET', `/api/payments/verify/${reference}`);
  return verified.status === 200 && verified.json.status === 'success' ? reference : undefined;
}
