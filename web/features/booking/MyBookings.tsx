import { useQuery } from '@tanstack/react-query';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { formatDay, formatTime } from '../../lib/dates';
import { myBookingsQueryOptions } from './api';

const statusWords: Record<string, string> = {
  pending: 'Waiting for our call',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Technician visits booked with this account's e-mail, newest date first; each mail holds its own manage link. */
export function MyBookings() {
  const bookings = useQuery(myBookingsQueryOptions);
  return (
    <section aria-labelledby="my-bookings-heading" className="mt-10">
      <h2 id="my-bookings-heading" className="text-xl font-bold">
        Your bookings
      </h2>
      {bookings.isPending && <Skeleton className="mt-4 h-20 w-full" />}
      {bookings.isError && <RetryLine onRetry={() => void bookings.refetch()}>Your bookings could not be loaded.</RetryLine>}
      {bookings.data?.length === 0 && <p className="mt-3 text-grey-700">Bookings you make with this e-mail address will show here.</p>}
      {bookings.data && bookings.data.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {bookings.data.map((booking) => (
            <li key={booking._id} className="rounded-box border border-grey-200 bg-white p-4">
              <p className="font-semibold">{booking.service === 'Other' ? booking.otherService : booking.service}</p>
              <p className="text-grey-700 tabular-nums">
                {formatDay(booking.date)} at {formatTime(booking.time)} · {statusWords[booking.status] ?? booking.status}
              </p>
              {booking.statusNote && <p className="mt-1 text-sm text-grey-700">{booking.statusNote}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
