import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { formatDay, formatTime } from '../../lib/dates';

const dayLink = (date: string) => `${pathTo('technicianDay')}?date=${date}`;
const stepLink = 'inline-flex min-h-12 items-center gap-1 rounded-box border border-grey-300 bg-white px-3 font-semibold text-navy-900';

/** The day before and the day after, a press away: yesterday's notes, tomorrow's first address. */
export function DayNavigation({ date }: { date: string }) {
  return (
    <nav aria-label="Other days" className="flex justify-between gap-2">
      <Link to={dayLink(addDays(date, -1))} className={stepLink}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous day
      </Link>
      <Link to={dayLink(addDays(date, 1))} className={stepLink}>
        Next day
        <ChevronRight aria-hidden="true" className="size-5" />
      </Link>
    </nav>
  );
}

function ageOf(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return count(minutes, 'minute');
  if (minutes < 24 * 60) return count(Math.floor(minutes / 60), 'hour');
  return count(Math.floor(minutes / (24 * 60)), 'day');
}

/** Now, again every half minute: an age on screen grows while the phone shows it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * How old the day on screen is: when it was fetched, and how long ago. Shown as a warning when the phone
 * could not ask again (no network, or the server not answering), so nobody trusts an old list for a new one.
 */
export function DayAge({ fetchedAt, current }: { fetchedAt: number; current: boolean }) {
  const now = useNow();
  const { day, time } = lagosClock(new Date(fetchedAt));
  const text = `As of ${formatDay(day)}, ${formatTime(time)} (${ageOf(Math.max(0, now - fetchedAt))}).`;
  return <p className={current ? 'text-sm text-grey-700' : 'rounded-box bg-warning-soft p-3 text-sm font-semibold text-warning'}>{current ? text : `Not up to date. ${text}`}</p>;
}
