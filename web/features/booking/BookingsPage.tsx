import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { bookingsExportHref, bookingsQueryOptions } from './api';
import { BookingFilters } from './BookingFilters';
import { bookingFiltersOf } from './bookingFilterParams';
import { BookingCards, BookingTable } from './BookingList';
import { CsvLink } from '../../components/back-office/CsvLink';

function BookingsLoading() {
  return (
    <div role="status" aria-label="Loading bookings" className="flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

export function BookingsPage() {
  const [params] = useSearchParams();
  const filters = bookingFiltersOf(params);
  const bookings = useQuery(bookingsQueryOptions(filters));
  const filtered = Object.keys(filters).length > 0;
  useErrorToast(bookings.error);

  return (
    <>
      <PageHeading title="Booking History" lead="Every technician booking made on the site." />
      <CsvLink href={bookingsExportHref}>Download bookings (CSV)</CsvLink>
      <BookingFilters filters={filters} />
      {bookings.isPending && <BookingsLoading />}
      {bookings.isError && <p className="rounded-box bg-danger-soft p-4 text-danger">{bookings.error.message}</p>}
      {bookings.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 bg-white px-4 py-12 text-center">
          <CalendarX aria-hidden="true" className="size-8 text-grey-600" />
          <p className="mt-3 font-semibold text-navy-900">{filtered ? 'No bookings match these filters' : 'No bookings yet'}</p>
          <p className="mt-1 max-w-sm text-grey-600">
            {filtered
              ? 'Clear the filters to see every booking.'
              : 'Bookings made on the home page and the Book page appear here as soon as they are sent.'}
          </p>
        </div>
      )}
      {bookings.data && bookings.data.length > 0 && (
        <>
          <BookingTable bookings={bookings.data} />
          <BookingCards bookings={bookings.data} />
        </>
      )}
    </>
  );
}
