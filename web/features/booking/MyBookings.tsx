import type { Booking } from '../../../contracts/booking.schemas';
import { Skeleton } from '../../components/Skeleton';
import { PagedList } from '../../components/back-office/PagedList';
import { usePagedList } from '../../components/back-office/usePagedList';
import { formatDay, formatTime } from '../../lib/dates';
import { myBookingList } from './api';

const statusWords: Record<string, string> = {
  pending: 'Waiting for our call',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Technician visits booked with this account's e-mail, latest visit first, a few at a time; each mail holds its own manage link. */
export function MyBookings() {
  const bookings = usePagedList<Booking, 'bookings'>(myBookingList);
  return (
    <section aria-labelledby="my-bookings-heading" className="mt-10">
      <h2 id="my-bookings-heading" className="mb-4 text-xl font-bold">
        Your bookings
      </h2>
      <PagedList
        list={bookings}
        noun={['booking', 'bookings']}
        loading={<Skeleton className="h-20 w-full" />}
        failure="Your bookings could not be loaded."
        empty={<p className="text-grey-700">Bookings you make with this e-mail address will show here.</p>}
      >
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((booking) => (
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
      </PagedList>
    </section>
  );
}
