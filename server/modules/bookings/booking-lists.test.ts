import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

type ListedBooking = { _id: string; name: string; date: string; time: string; createdAt: string };

describe.each(testDatabases())('the Booking History by visit dates on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
  });

  async function walk(query: string, limit: number): Promise<ListedBooking[]> {
    const seen: ListedBooking[] = [];
    let cursor: string | undefined;
    for (;;) {
      const response = await t.app.inject({ method: 'GET', url: `/api/booking?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookies: admin });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { bookings: ListedBooking[]; nextCursor: string | null };
      seen.push(...page.bookings);
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
  }

  it('lists a range of visit dates in visit order unless another order is asked for', async () => {
    // Booked in an order unlike their visits: the 40th booking made visits first.
    await t.database.db.execute(sql`
      insert into bookings (name, phone, service, date, time, created_at)
      select 'Customer ' || g, '08035550000', 'Solar Services', '2025-03-01'::date + (g * 7) % 40, lpad((8 + g % 9)::text, 2, '0') || ':00', now() - g * interval '1 hour'
      from generate_series(1, 120) g`);
    const inRange = (booking: ListedBooking) => booking.date >= '2025-03-05' && booking.date <= '2025-03-20';
    const byVisit = await walk('from=2025-03-05&to=2025-03-20', 7);
    const visits = byVisit.map((booking) => `${booking.date} ${booking.time}`);
    expect(byVisit.every(inRange)).toBe(true);
    expect(visits).toEqual([...visits].sort());
    expect(new Set(byVisit.map((booking) => booking._id)).size).toBe(byVisit.length);

    const newest = await walk('from=2025-03-05&to=2025-03-20&sort=newest', 7);
    expect(newest.map((booking) => booking._id).sort()).toEqual(byVisit.map((booking) => booking._id).sort());
    const booked = newest.map((booking) => booking.createdAt);
    expect(booked).toEqual([...booked].sort().reverse());

    const everything = await walk('sort=newest', 50);
    expect(byVisit).toHaveLength(everything.filter(inRange).length);
  });
});
