/** Bookings live on the company's calendar (Africa/Lagos), whatever zone the server or the browser is in. */

// Written out rather than asked of Intl: a formatter loads the browser's locale data, which held the schedule's
// first turn on a phone for 76 ms (a profile at 4x CPU slowdown). The company writes its days in English only.
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Lagos keeps West Africa Time, UTC+1, all year round: no daylight saving since 1919. */
const lagosOffsetMs = 60 * 60 * 1000;

/**
 * The Lagos wall clock at an instant: its day as 'YYYY-MM-DD' and its time as 'HH:mm'. Worked out from the
 * fixed offset rather than through Intl with companyTimeZone, which costs a phone its locale data on every
 * page with a booking form.
 */
export function lagosClock(instant: Date = new Date()): { day: string; time: string } {
  const wallClock = new Date(instant.getTime() + lagosOffsetMs).toISOString();
  return { day: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/** 'YYYY-MM-DD' naming a day that exists: '2026-02-30' has the shape but must survive a round trip through a real date. */
export function isCalendarDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** 'HH:mm' on a 24-hour clock. */
export function isTimeOfDay(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/** The instant a Lagos calendar day begins: midnight in Lagos is 23:00 UTC the day before. */
export function lagosDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+01:00`);
}

/** The calendar day `days` after 'YYYY-MM-DD' (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const nextLagosDay = (day: string) => addDays(day, 1);

/** An instant as the company reads it, for files an accountant opens: '2026-11-24 20:15' (Lagos time). */
export function lagosDateTime(instant: Date | string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${day} ${time}`;
}

/** 'YYYY-MM-DD' (a Lagos calendar day) -> 'Tue, 3 Mar 2026' (DESIGN.md). */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${weekdayNames[weekday]}, ${date} ${monthNames[month - 1]} ${year}`;
}

/** 'HH:mm' (Lagos wall-clock time) -> '2:30 PM' (DESIGN.md). */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
