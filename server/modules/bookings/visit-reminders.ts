import { and, eq, inArray } from 'drizzle-orm';
import { lagosClock, nextLagosDay } from '../../../contracts/lagos-time';
import type { AppDeps } from '../../app-deps';
import { shortLink, tellCustomer, visitReminderMessage } from '../messages';
import { manageLinkOf } from './bookings';
import { bookings } from './tables';

/** Reminders wait for the morning (Lagos time), so nobody's phone wakes them for tomorrow's visit. */
const remindFrom = '08:00';

/**
 * The day before each visit still to happen, its customer is reminded by phone with the link to move or cancel
 * it (issue 32). Run by the service sweep as often as it likes: each visit is reminded once for its day (a
 * visit moved to another day is reminded of again), and the reminder is stored with its job in one step.
 * Answers how many were reminded this time.
 */
export async function remindTomorrowsVisits(deps: Pick<AppDeps, 'db' | 'config' | 'jobs'>, now: Date = new Date()): Promise<number> {
  const clock = lagosClock(now);
  if (clock.time < remindFrom) return 0;
  const due = await deps.db
    .select({ id: bookings.id, name: bookings.name, phone: bookings.phone, service: bookings.service, otherService: bookings.otherService, date: bookings.date, time: bookings.time })
    .from(bookings)
    .where(and(eq(bookings.date, nextLagosDay(clock.day)), inArray(bookings.status, ['pending', 'confirmed'])));
  let reminded = 0;
  for (const visit of due) {
    const told = await deps.db.transaction(async (tx) => tellCustomer(deps.jobs, tx, visitReminderMessage(visit, await shortLink(tx, deps.config.publicUrl, manageLinkOf(deps, visit.id).url))));
    if (told) reminded += 1;
  }
  return reminded;
}
