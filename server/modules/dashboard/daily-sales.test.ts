import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

/** The statement of migration 0007 that adds the orders paid before it to the daily sales. */
const backfill = readFileSync(new URL('../../db/migrations/0007_dashboard_sales_and_visits.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('INSERT INTO "daily_sales"'));

/**
 * The dashboard's month revenue and best sellers are read from the daily sales, which the step that pays an
 * order adds to (payments.test.ts shows one payment reported many times counts once), and which migration
 * 0007 filled with the orders paid before it.
 */
describe.each(testDatabases())('the daily sales behind the dashboard on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await signedInAs(t.app, t.database.db, 'ada@example.com');
  });

  /** A paid order of Ada's, paid at noon on a Lagos day, with its lines as [name, price in kobo, quantity]. */
  async function paidOn(day: string, reference: string, lines: [string, number, number][], status = 'success') {
    const paidAt = new Date(lagosDayStart(day).getTime() + 12 * 60 * 60 * 1000);
    const total = lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
    await t.database.db.execute(sql`
      insert into orders (user_id, reference, status, total_kobo, address_street, address_city, address_state, address_country, address_phone, provider_checks, created_at, paid_at)
      select id, ${reference}, ${status}, ${total}, '1 Ring Road', 'Ibadan', 'Oyo', 'Nigeria', '08030000000', 2, ${paidAt}, ${status === 'success' ? paidAt : null}
      from users where email = 'ada@example.com'`);
    for (const [name, price, quantity] of lines) {
      await t.database.db.execute(sql`
        insert into order_lines (order_id, name, featured_image, price_kobo, quantity)
        select id, ${name}, '/uploads/0123456789abcdef0123456789abcdef.webp', ${price}, ${quantity} from orders where reference = ${reference}`);
    }
  }

  it('counts the orders paid before migration 0007 in the month revenue and the best sellers', async () => {
    expect(backfill).toBeDefined();
    const today = lagosClock().day;
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const longAgo = addDays(today, -45);
    await paidOn(today, 'BW-TODAY-1', [
      ['Solar Panel 550 W', 16_200_000, 2],
      ['MC4 Connector', 150_000, 10],
    ]);
    await paidOn(today, 'BW-TODAY-2', [['MC4 Connector', 150_000, 6]]);
    await paidOn(today, 'BW-UNPAID', [['Hybrid Inverter', 48_500_000, 1]], 'failed');
    await paidOn(`${lastMonth}-15`, 'BW-LAST-MONTH', [['Gel Battery', 29_500_000, 1]]);
    await paidOn(longAgo, 'BW-LONG-AGO', [['Smoke Detector', 1_450_000, 40]]);

    await t.database.db.execute(sql.raw(backfill ?? ''));
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', cookies: admin })).json();

    const lastMonthKobo = 29_500_000 + (longAgo.startsWith(lastMonth) ? 58_000_000 : 0);
    expect(dashboard.revenue).toEqual({ thisMonth: (2 * 16_200_000 + 16 * 150_000) / 100, lastMonth: lastMonthKobo / 100 });
    const lastMonthSeller = addDays(`${lastMonth}-15`, 30) >= today ? [{ name: 'Gel Battery', quantity: 1 }] : [];
    expect(dashboard.bestSellers.map(({ name, quantity }: { name: string; quantity: number }) => ({ name, quantity }))).toEqual([
      { name: 'MC4 Connector', quantity: 16 },
      { name: 'Solar Panel 550 W', quantity: 2 },
      ...lastMonthSeller,
    ]);
  });
});
