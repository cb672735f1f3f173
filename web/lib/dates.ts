import { lagosClock } from '../../contracts/lagos-time';

/** Bookings and "today" are always the company's calendar, whatever zone the browser is in. */

const dayLabelParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayInLagos(instant: Date | string): string {
  return lagosClock(new Date(instant)).day;
}

export function todayInLagos(now: Date = new Date()): string {
  return lagosClock(now).day;
}

/** 'YYYY-MM-DD' (a Lagos calendar day) -> 'Tue, 3 Mar 2026'. */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Noon UTC keeps the weekday right for a date that is already in the company's calendar.
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  const parts = dayLabelParts.formatToParts(noon);
  return `${part(parts, 'weekday')}, ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

/** 'HH:mm' (Lagos wall-clock time) -> '2:30 PM'. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
