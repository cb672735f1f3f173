import type { Booking } from '../../../contracts/booking.schemas';
import { formatDay, formatTime } from '../../../contracts/lagos-time';

/** The visits booked in time off or a holiday just recorded: recorded all the same, listed for the office to move. */
export function VisitsToMove({ heading, visits }: { heading: string; visits: Booking[] }) {
  if (visits.length === 0) return null;
  return (
    <div role="alert" className="rounded-box bg-accent-soft p-3 text-sm text-navy-900">
      <p className="font-semibold">{heading}</p>
      <ul>
        {visits.map((visit) => (
          <li key={visit._id}>
            {visit.name}, {formatDay(visit.date)} at {formatTime(visit.time)}
          </li>
        ))}
      </ul>
    </div>
  );
}
