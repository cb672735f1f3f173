import { addDays } from './lagos-time';

/**
 * The dashboard's periods on the Lagos calendar, as 'YYYY-MM-DD' days: the same for the figures the server
 * sums and for the filtered lists those figures open.
 */

/** The coming week: the 7 days after today. */
export const nextWeekOf = (today: string) => ({ from: addDays(today, 1), to: addDays(today, 7) });

/** The first and last day of the calendar month `offset` months from the one holding `day`. */
export function monthOf(day: string, offset = 0): { from: string; to: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  // Day 0 of a month is the last day of the one before it.
  const dayOf = (monthIndex: number, date: number) => new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);
  return { from: dayOf(month - 1 + offset, 1), to: dayOf(month + offset, 0) };
}
