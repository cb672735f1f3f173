import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

type ListedOrder = { _id: string; reference: string; status: string; user: { name: string; email: string } };

/**
 * The Order History's search finds an order by its reference or by its customer's name or e-mail (each on
 * its own index), within the tab and dates on screen, a page at a time.
 */
describe.each(testDatabases())('searching the Order History on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
  });

  async function addCustomer(name: string, email: string) {
    await t.database.db.execute(sql`insert into users (name, email, password_hash, activated_at) values (${name}, ${email}, 'not-a-hash', now())`);
  }

  /** `count` orders of the customer with this e-mail, the nth placed n minutes before `minutesAgo`; every third unpaid. */
  async function addOrders(email: string, prefix: string, count: number, minutesAgo: number) {
    await t.database.db.execute(sql`
      insert into orders (user_id, reference, status, total_kobo, address_street, address_city, address_state, address_country, address_phone, provider_checks, created_at, paid_at)
      select u.id, ${prefix} || lpad(g::text, 3, '0'), case when g % 3 = 0 then 'failed' else 'success' end, 250000, '1 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', '08030000000', 2,
             now() - (${minutesAgo} + g) * interval '1 minute', case when g % 3 = 0 then null else now() - (${minutesAgo} + g) * interval '1 minute' end
      from users u, generate_series(1, ${count}) g where u.email = ${email}`);
  }

  async function walk(query: string, limit: number): Promise<ListedOrder[]> {
    const seen: ListedOrder[] = [];
    let cursor: string | undefined;
    for (;;) {
      const response = await t.app.inject({ method: 'GET', url: `/api/orders/admin?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookies: admin });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { orders: ListedOrder[]; nextCursor: string | null };
      seen.push(...page.orders);
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
  }

  async function everyOrder(): Promise<ListedOrder[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/admin', cookies: admin });
    return (response.json() as { orders: ListedOrder[] }).orders;
  }

  it('finds orders by reference and by customer, each once, newest first, across pages', async () => {
    await addCustomer('Kola Adeyemi', 'kola@example.com');
    await addCustomer('Ifeoma Solar Ventures', 'accounts@solarventures.ng');
    await addCustomer('Musa Bello', 'musa@example.com');
    await addOrders('kola@example.com', 'BW-SOLAR-K', 7, 0);
    await addOrders('accounts@solarventures.ng', 'BW-IFE-', 8, 3);
    await addOrders('accounts@solarventures.ng', 'BW-SOLAR-I', 4, 30);
    await addOrders('musa@example.com', 'BW-MUSA-', 20, 1);
    const all = await everyOrder();
    const matching = (order: ListedOrder) => /solar/i.test(order.reference) || /solar/i.test(order.user.name) || /solar/i.test(order.user.email);

    const found = await walk('q=solar', 4);
    expect(found.map((order) => order.reference)).toEqual(all.filter(matching).map((order) => order.reference));
    expect(found).toHaveLength(7 + 8 + 4);
    expect(new Set(found.map((order) => order._id)).size).toBe(found.length);

    const unpaid = await walk('q=solar&view=unpaid', 2);
    expect(unpaid.map((order) => order.reference)).toEqual(all.filter((order) => matching(order) && order.status !== 'success').map((order) => order.reference));
    expect(unpaid.length).toBeGreaterThan(2);
  });

  it('finds one order by part of its reference, and a customer by part of the e-mail, among many others', async () => {
    await addCustomer('Kola Adeyemi', 'kola@example.com');
    await addCustomer('Ngozi Eze', 'ngozi.eze@gmail.com');
    await addOrders('kola@example.com', 'BW-7F3A', 300, 0);
    await addOrders('ngozi.eze@gmail.com', 'BW-9C1D', 3, 40);
    expect((await walk('q=7F3A042', 50)).map((order) => order.reference)).toEqual(['BW-7F3A042']);
    expect((await walk('q=ngozi.eze', 50)).map((order) => order.reference)).toEqual(['BW-9C1D001', 'BW-9C1D002', 'BW-9C1D003']);
    expect(await walk('q=nobody-at-all', 50)).toEqual([]);
  });
});
