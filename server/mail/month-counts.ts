import { eq, sql } from 'drizzle-orm';
import { lagosClock } from '../../contracts/lagos-time';
import type { Database } from '../db/client';
import { mailMonths } from './tables';

/** The Lagos month of an instant, as the counts are kept: '2026-11'. */
export const lagosMonthOf = (instant: Date) => lagosClock(instant).day.slice(0, 7);

/** Counts one mail the provider took, in this Lagos month. */
export async function countMailSent(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(mailMonths)
    .values({ month: lagosMonthOf(now), sent: 1 })
    .onConflictDoUpdate({ target: mailMonths.month, set: { sent: sql`${mailMonths.sent} + 1` } });
}

/** Mails the provider took in a Lagos month ('2026-11'), read by its key. */
export async function mailsSentIn(db: Database, month: string): Promise<number> {
  const [row] = await db.select({ sent: mailMonths.sent }).from(mailMonths).where(eq(mailMonths.month, month));
  return row?.sent ?? 0;
}
