import { lagosClock } from '../../contracts/lagos-time';

/** Bookings and "today" are always the company's calendar, whatever zone the browser is in. */

export { formatDay, formatTime } from '../../contracts/lagos-time';

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayInLagos(instant: Date | string): string {
  return lagosClock(new Date(instant)).day;
}

export function todayInLagos(now: Date = new Date()): string {
  return lagosClock(now).day;
}
