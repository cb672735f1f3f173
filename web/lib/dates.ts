import { addDays, lagosClock } from '../../contracts/lagos-time';

/** Bookings and "today" are always the company's calendar, whatever zone the browser is in. */

export { formatDay, formatTime } from '../../contracts/lagos-time';

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayInLagos(instant: Date | string): string {
  return lagosClock(new Date(instant)).day;
}

export function todayInLagos(now: Date = new Date()): string {
  return lagosClock(now).day;
}

/** The first and last day of the calendar month `offset` months from the one holding `day` ('YYYY-MM-DD'). */
export function monthOf(day: string, offset = 0): { from: string; to: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const first = (shift: number) => new Date(Date.UTC(year, month - 1 + offset + shift, 1)).toISOString().slice(0, 10);
  return { from: first(0), to: addDays(first(1), -1) };
}
