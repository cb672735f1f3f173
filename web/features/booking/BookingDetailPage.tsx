import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import { bookingReference, otherService } from '../../../contracts/booking';
import { pathTo } from '../../../contracts/pages';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { phoneHref } from '../../content/company';
import { formatDay, formatTime } from '../../lib/dates';
import { bookingQueryOptions } from './api';
import { BookingStatusForm } from './BookingStatusForm';
import { BookingVisit } from './BookingVisit';
import { Detail, DetailList } from '../../components/back-office/DetailList';
import { BackLink } from '../../components/BackLink';
import { useBackToList } from '../../components/back-office/listReturn';
import { newQuotePath } from '../service-work';

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
        <a href={phoneHref(booking.phone)} className="font-semibold text-navy-700 underline underline-offset-2">
          {booking.phone}
        </a>
      </Detail>
      <Detail term="E-mail">{booking.email || notGiven}</Detail>
      <Detail term="Service">{serviceOf(booking)}</Detail>
      <Detail term="Date">{formatDay(booking.date)}</Detail>
      <Detail term="Time">{formatTime(booking.time)}</Detail>
      <Detail term="Notes">{booking.note || notGiven}</Detail>
    </DetailList>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useQuery(bookingQueryOptions(id));
  useErrorToast(booking.error);
  const back = useBackToList(pathTo('adminBookings'));

  return (
    <div className="max-w-3xl">
      <BackLink to={back} className="mb-4">
        Booking History
      </BackLink>
      <PageHeading
        title="Booking details"
        lead={booking.data ? `Reference ${bookingReference(booking.data._id)}: the customer, service, date, notes and status.` : 'The customer, service, date, notes and status of this booking.'}
      />
      {booking.isPending && <Skeleton className="h-96" />}
      {booking.isError && <p className="rounded-box bg-danger-soft p-4 text-danger">{booking.error.message}</p>}
      {booking.data && (
        <div className="grid gap-6">
          <BookingDetails booking={booking.data} />
          <BookingVisit booking={booking.data} />
          <section aria-labelledby="booking-status-heading" className="grid gap-3">
            <h2 id="booking-status-heading" className="text-xl font-bold text-navy-900">
              Status
            </h2>
            <p className="text-navy-900">
              Currently <strong className="capitalize">{booking.data.status}</strong>
              {booking.data.statusNote && <span className="block text-grey-700">Note to the customer: {booking.data.statusNote}</span>}
            </p>
            <BookingStatusForm key={booking.data.status} booking={booking.data} />
          </section>
          <section aria-labelledby="booking-quote-heading" className="grid justify-items-start gap-3">
            <h2 id="booking-quote-heading" className="text-xl font-bold text-navy-900">
              Quote
            </h2>
            <ButtonLink to={newQuotePath({ fromBooking: booking.data._id })}>Make a quote</ButtonLink>
          </section>
        </div>
      )}
    </div>
  );
}
