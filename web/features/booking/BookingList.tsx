import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { availabilityTexts, type BookingStatus } from '../../../contracts/booking';
import type { Booking } from '../../../contracts/booking.schemas';
import { pathTo } from '../../../contracts/pages';
import { buttonClassName } from '../../components/Button';
import { StatusChip, type ChipTone } from '../../components/back-office/StatusChip';
import { useListLinkState } from '../../components/back-office/listReturn';
import { formatDay, formatTime } from '../../lib/dates';
import { ListTable } from '../../components/back-office/ListTable';
import { PhoneActions } from '../../components/back-office/PhoneActions';

export function bookingPath(booking: Booking): string {
  return pathTo('showBooking', { id: booking._id });
}

/** Waiting for the confirming call, booked in, done, called off. */
const statusTones: Record<BookingStatus, ChipTone> = { pending: 'warning', confirmed: 'info', completed: 'success', cancelled: 'neutral' };

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return (
    <StatusChip tone={statusTones[status]} className="capitalize">
      {status}
    </StatusChip>
  );
}

/** Nobody on staff did the service when it was booked: the office calls the customer to agree a time. */
function ToArrangeChip({ booking }: { booking: Booking }) {
  return booking.toArrange ? <StatusChip tone="warning">{availabilityTexts.toArrangeLabel}</StatusChip> : null;
}

function ViewLink({ booking }: { booking: Booking }) {
  const state = useListLinkState();
  return (
    <Link to={bookingPath(booking)} state={state} aria-label={`View booking of ${booking.name}`} className={buttonClassName({ variant: 'ghost' }, 'border border-grey-300')}>
      <Eye aria-hidden="true" className="size-4" />
      View
    </Link>
  );
}

const cell = 'px-4 py-3 text-left';

/** Wide screens: SPEC.md's table (No, Name, Phone, Date, Time, View) with each booking's status, its header in view while the rows scroll. */
export function BookingTable({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <ListTable headings={['No', 'Name', 'Phone', 'Date', 'Time', 'Status', 'View']} cellClassName={cell}>
      {bookings.map((booking, index) => (
        <tr key={booking._id} className="hover:bg-grey-50">
          <td className={cell}>{index + 1}</td>
          <td className={`${cell} font-medium text-navy-900`}>{booking.name}</td>
          <td className={cell}>{booking.phone}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatDay(booking.date)}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatTime(booking.time)}</td>
          <td className={cell}>
            <span className="flex flex-wrap gap-1">
              <BookingStatusChip status={booking.status} />
              <ToArrangeChip booking={booking} />
            </span>
          </td>
          <td className="px-4 py-2">
            <ViewLink booking={booking} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Phones: one card a booking, with the same facts as the table. */
export function BookingCards({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <ol aria-label="Bookings" className="flex flex-col gap-3 md:hidden">
      {bookings.map((booking, index) => (
        <li key={booking._id} className="rounded-box border border-grey-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-grey-600 tabular-nums">No {index + 1}</p>
              <p className="font-bold break-words text-navy-900">{booking.name}</p>
            </div>
            <ViewLink booking={booking} />
          </div>
          <div className="mt-2">
            <PhoneActions phone={booking.phone} name={booking.name} />
          </div>
          <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-navy-900 tabular-nums">
            <span>
              {formatDay(booking.date)} · {formatTime(booking.time)}
            </span>
            <span className="flex flex-wrap gap-1">
              <BookingStatusChip status={booking.status} />
              <ToArrangeChip booking={booking} />
            </span>
          </p>
        </li>
      ))}
    </ol>
  );
}
