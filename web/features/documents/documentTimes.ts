import { lagosClock } from '../../../contracts/lagos-time';
import { formatDay, formatTime } from '../../lib/dates';

/** A moment on the company's clock: 'Tue, 3 Mar 2026, 2:30 PM'. */
export function atLagosTime(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

/** The day a document was made, for a list's row. */
export function dayOf(instant: string): string {
  return formatDay(lagosClock(new Date(instant)).day);
}
