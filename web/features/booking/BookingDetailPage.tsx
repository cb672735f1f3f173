import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import { availabilityTexts, bookingMessages, bookingReference, otherService } from '../../../contracts/booking';
import { useErrorToast } from '../../components/useErrorToast';
import { PhoneActions } from '../../components/back-office/PhoneActions';
import { formatDay, formatTime } from '../../lib/dates';
import { bookingQueryOptions } from './api';
import { BookingStatusForm } from './BookingStatusForm';
import { BookingVisit } from './BookingVisit';
import { MakeQuoteOrInvoice } from './MakeQuoteOrInvoice';
import { ReinstateBooking } from './ReinstateBooking';
import { CustomerFromBooking } from './CustomerFromBooking';
import { Detail, DetailList } from '../../components/back-office/DetailList';
import { DetailFrame } from '../../components/back-office/DetailFrame';
import type { PageData } from '../../lib/pageData';
import { staffQueryOptions } from '../staff';
import { scheduleQueryOptions } from '../schedule';

const notGiven = 'N/A';

/** The service asked for: the visitor's own words when they chose 'Other'. */
function serviceOf(booking: Booking): string {
  return booking.service === otherService ? booking.otherService : booking.service;
}

function BookingDetails({ booking }: { booking: Booking }) {
  return (
    <DetailList>
      <Detail term="Name">{booking.name}</Detail>
      <Detail term="Phone">
        <PhoneActions phone={booking.phone} name={booking.name} />
      </Detail>
      <Detail term="E-mail">{booking.email || notGiven}</Detail>
      <Detail term="Service">{serviceOf(booking)}</Detail>
      <Detail term="Date">{formatDay(booking.date)}</Detail>
      <Detail term="Time">
        {formatTime(booking.time)}
        {booking.toArrange && <strong className="block text-navy-900">{availabilityTexts.toArrangeLabel}: nobody on staff does this service; call the customer to agree a time.</strong>}
      </Detail>
      <Detail term="Notes">{booking.note || notGiven}</Detail>
    </DetailList>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useQuery(bookingQueryOptions(id));
  useErrorToast(booking.error);

  return (
    <DetailFrame
      list="adminBookings"
      listName="Booking History"
      title="Booking details"
      lead={booking.data ? `Reference ${bookingReference(booking.data._id)}: the customer, service, date, notes and status.` : 'The customer, service, date, notes and status of this booking.'}
      query={booking}
      loadingLabel="Loading the booking..."
      missing={`${bookingMessages.notFound}. Go back to the Booking History to see every booking.`}
      failure="The booking could not be loaded."
    >
      {(loaded) => (
        <div className="grid gap-6">
          <BookingDetails booking={loaded} />
          <BookingVisit booking={loaded} />
          <section aria-labelledby="booking-status-heading" className="grid gap-3">
            <h2 id="booking-status-heading" className="text-xl font-bold text-navy-900">
              Status
            </h2>
            <p className="text-navy-900">
              Currently <strong className="capitalize">{loaded.status}</strong>
              {loaded.statusNote && <span className="block text-grey-700">Note to the customer: {loaded.statusNote}</span>}
            </p>
            <BookingStatusForm key={loaded.status} booking={loaded} />
            {loaded.status === 'cancelled' && <ReinstateBooking booking={loaded} />}
          </section>
          <CustomerFromBooking booking={loaded} />
          <MakeQuoteOrInvoice bookingId={loaded._id} />
        </div>
      )}
    </DetailFrame>
  );
}

/** The booking, the technicians its visit may be given to (BookingVisit), and its day's board, which the move form reads. */
export const bookingDetailData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(bookingQueryOptions(params.id ?? '')).then((booking) => queryClient.ensureQueryData(scheduleQueryOptions(booking.date, booking.date))),
  queryClient.ensureQueryData(staffQueryOptions),
];
