import { lagosClock } from '../../../contracts/lagos-time';
import { formatDay, formatTime } from '../../lib/dates';

/** When a message arrived, on the company's clock: 'Tue, 3 Mar 2026, 2:30 PM'. */
export function receivedAt(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}
