/** Bookings live on the company's calendar (Africa/Lagos), whatever zone the server or the browser is in. */
export const companyTimeZone = 'Africa/Lagos';

// Formatters are made on first use: building one loads locale and time-zone data, a few milliseconds that a
// phone should not spend while it starts a page that shows no date.
let lagosParts: Intl.DateTimeFormat | undefined;
let dayLabel: Intl.DateTimeFormat | undefined;

/** The Lagos wall clock at an instant: its day as 'YYYY-MM-DD' and its time as 'HH:mm'. */
export function lagosClock(instant: Date = new Date()): { day: string; time: string } {
  lagosParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: companyTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(lagosParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** 'YYYY-MM-DD' (a Lagos calendar day) -> 'Tue, 3 Mar 2026' (DESIGN.md). */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Noon UTC keeps the weekday right for a day that is already on the company's calendar. en-US, because
  // en-GB now writes September as 'Sept'.
  dayLabel ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const parts = Object.fromEntries(dayLabel.formatToParts(new Date(Date.UTC(year, month - 1, date, 12))).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** 'HH:mm' (Lagos wall-clock time) -> '2:30 PM' (DESIGN.md). */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
