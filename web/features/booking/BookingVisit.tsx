import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import { followUpLabel, minutesOf, timeOf } from '../../../contracts/schedule';
import { formatTime } from '../../../contracts/lagos-time';
import { Detail, DetailList } from '../../components/back-office/DetailList';
import { lagosDateTime } from '../../../contracts/lagos-time';
import { MoveVisitForm } from '../schedule';
import { staffQueryOptions } from '../staff';
import { bookingQueryOptions } from './api';

const reported = (instant: string) => (instant ? lagosDateTime(instant) : 'Not yet');

/** Where and with whom the visit happens, what the technician reported from it, and the office's move. */
export function BookingVisit({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueryOptions);
  const technicians = (staff.data ?? []).filter((member) => member.role === 'technician' && member.active);
  const settled = booking.status === 'completed' || booking.status === 'cancelled';
  const { visit } = booking;
  return (
    <>
      <section aria-labelledby="booking-visit-heading" className="grid gap-3">
        <h2 id="booking-visit-heading" className="text-xl font-bold text-navy-900">
          Visit
        </h2>
        <DetailList>
          <Detail term="Address">{booking.address || 'N/A'}</Detail>
          <Detail term="Technician">{booking.technician?.name || 'Unassigned'}</Detail>
          <Detail term="Length">
            {booking.durationMinutes} minutes ({formatTime(booking.time)} - {formatTime(timeOf(minutesOf(booking.time) + booking.durationMinutes))})
          </Detail>
          <Detail term="On the way">{reported(visit.onWayAt)}</Detail>
          <Detail term="Arrived">{reported(visit.arrivedAt)}</Detail>
          <Detail term="Done">{reported(visit.doneAt)}</Detail>
          <Detail term="Technician's notes">{visit.note ? <span className="whitespace-pre-line">{visit.note}</span> : 'N/A'}</Detail>
          {visit.followUp && <Detail term="Follow-up">{followUpLabel}</Detail>}
        </DetailList>
        {visit.photos.length > 0 && (
          <ul aria-label="Photos from the visit" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {visit.photos.map((photo, index) => (
              <li key={photo}>
                <a href={photo} target="_blank" rel="noreferrer">
                  <img src={photo.replace(/\.webp$/, '-w400.webp')} alt={`Photo ${index + 1} from the visit`} loading="lazy" className="aspect-square w-full rounded-box object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!settled && (
        <section aria-labelledby="booking-move-heading" className="grid gap-3">
          <h2 id="booking-move-heading" className="text-xl font-bold text-navy-900">
            Move or assign
          </h2>
          <p className="text-grey-700">The customer is mailed the new time with a fresh calendar file.</p>
          <div className="rounded-box border border-grey-200 bg-white p-4 sm:p-6">
            <MoveVisitForm
              key={`${booking.date}-${booking.time}-${booking.technician?._id ?? ''}`}
              visit={booking}
              technicians={technicians}
              onDone={(moved) => queryClient.setQueryData(bookingQueryOptions(booking._id).queryKey, moved)}
            />
          </div>
        </section>
      )}
    </>
  );
}
