import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lagosClock } from '../../contracts/lagos-time';
import { listLimits } from '../../contracts/lists';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-context';

/**
 * The counts beside the back office's lists (tabs, menu badges, dashboard figures) are exact up to 1,000;
 * a list holding more answers 1,000 and names itself in `over`, so its cost stays that of 1,000 rows.
 */
describe.each(testDatabases())('counts beside the lists on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await signedInAs(t.app, t.database.db, 'ada@example.com');
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, cookies: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function addOrders(count: number, status: 'success' | 'failed', fulfilment: 'processing' | 'delivered', prefix: string) {
    await t.database.db.execute(sql`
      insert into orders (user_id, reference, status, fulfilment_status, total_kobo, address_street, address_city, address_state, address_country, address_phone, provider_checks, created_at, paid_at)
      select (select id from users where email = 'ada@example.com'), ${prefix} || g, ${status}, ${fulfilment}, 100000, '1 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', '08030000000', 2,
             now() - g * interval '1 minute', case when ${status} = 'success' then now() - g * interval '1 minute' end
      from generate_series(1, ${count}) g`);
  }

  const addBookings = (count: number, date: string, status: string) =>
    t.database.db.execute(sql`
      insert into bookings (name, phone, service, date, time, status)
      select 'Customer ' || g, '0803555' || lpad(g::text, 4, '0'), 'Solar Services', ${date}::date, '10:00', ${status} from generate_series(1, ${count}) g`);

  it('counts the Order History tabs exactly up to 1,000 and says which tab holds more', async () => {
    expect(listLimits.countedUpTo).toBe(1000);
    await addOrders(1001, 'success', 'delivered', 'BW-DELIVERED-');
    await addOrders(3, 'success', 'processing', 'BW-TO-SHIP-');
    await addOrders(1000, 'failed', 'processing', 'BW-UNPAID-');
    expect(await get('/api/orders/admin/counts')).toEqual({ toShip: 3, paid: 1000, unpaid: 1000, over: ['paid'] });
    expect(await get('/api/admin/dashboard')).toMatchObject({ ordersAwaitingFulfilment: 3, over: [] });
  });

  it('counts the bookings tabs, the menu badges and the dashboard figures the same way', async () => {
    const today = lagosClock().day;
    await addBookings(1200, '2099-03-01', 'pending');
    await addBookings(4, today, 'confirmed');
    await addBookings(2, today, 'cancelled');
    await t.database.db.execute(sql`insert into contact_messages (name, phone, message) select 'Sender ' || g, '08030000000', 'Hello' from generate_series(1, 5) g`);
    expect(await get('/api/booking/counts')).toEqual({ today: 4, upcoming: 1000, toConfirm: 1000, pastPending: 0, over: ['upcoming', 'toConfirm'] });
    expect(await get('/api/admin/summary')).toEqual({ unhandledMessages: 5, pendingBookings: 1000, over: ['pendingBookings'] });
    expect(await get('/api/admin/dashboard')).toMatchObject({ unhandledMessages: 5, pendingBookings: 1000, bookingsTodayCount: 4, over: ['pendingBookings'] });
  });
});
