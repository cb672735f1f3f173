import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { boundedCountOf } from '../../../contracts/lists';
import { bookingListQuery, type Booking, type BookingCounts, type BookingView } from '../../../contracts/booking.schemas';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { CsvLink } from '../../components/back-office/CsvLink';
import { ClearFiltersButton } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListTabs } from '../../components/back-office/ListTabs';
import { PagedList } from '../../components/back-office/PagedList';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { addressWith, usePagedList } from '../../components/back-office/usePagedList';
import { bookingCountsQueryOptions, bookingList, bookingsExportPath } from './api';
import { BookingFilters } from './BookingFilters';
import { BookingCards, BookingTable } from './BookingList';
import type { PageData } from '../../lib/pageData';
import { filtersOf } from '../../components/back-office/addressFilters';
import { ensureFirstPage } from '../../components/back-office/usePagedList';

function BookingsLoading() {
  return (
    <div role="status" aria-label="Loading bookings" className="flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

const tabCounts: Record<BookingView, BookingCounts['over'][number]> = { today: 'today', upcoming: 'upcoming', to_confirm: 'toConfirm', past_pending: 'pastPending' };

const emptyTabs: Record<BookingView | 'all', { title: string; text: string }> = {
  all: { title: 'No bookings yet', text: 'Bookings made on the home page and the Book page appear here as soon as they are sent.' },
  today: { title: 'No visits today', text: 'Confirmed and pending visits booked for today appear here, in time order.' },
  upcoming: { title: 'No visits ahead', text: 'Visits booked for the days to come appear here, soonest first.' },
  to_confirm: { title: 'Nothing to confirm', text: 'New bookings wait here until someone calls the customer and confirms them.' },
  past_pending: { title: 'No past visits left pending', text: 'Visits whose day has passed while still pending wait here until they are marked completed or cancelled.' },
};

const narrowingFilters = ['status', 'from', 'to', 'q'] as const;

export function BookingsPage() {
  const { filters, setFilter, setFilters, anyOf, clearFilters } = useAddressFilters(bookingListQuery);
  const bookings = usePagedList<Booking, 'bookings'>(bookingList(filters));
  const counts = useQuery(bookingCountsQueryOptions).data;
  const narrowed = anyOf(narrowingFilters);
  const clear = () => clearFilters(['view', 'sort']);
  const emptyTab = emptyTabs[filters.view ?? 'all'];
  useErrorToast(bookings.error);

  return (
    <>
      <PageHeading title="Booking History" lead="Every technician booking made on the site: today's visits, the ones ahead, and those waiting for a call to confirm." leadOnPhones={false} />
      <ListTabs
        label="Bookings to show"
        current={filters.view}
        tabs={[
          { value: undefined, label: 'All' },
          { value: 'today', label: 'Today', count: counts && boundedCountOf(counts, 'today') },
          { value: 'upcoming', label: 'Upcoming', count: counts && boundedCountOf(counts, 'upcoming') },
          { value: 'to_confirm', label: 'To confirm', count: counts && boundedCountOf(counts, 'toConfirm') },
          { value: 'past_pending', label: 'Past, still pending', count: counts && boundedCountOf(counts, 'pastPending') },
        ]}
      />
      <BookingFilters filters={filters} setFilter={setFilter} setFilters={setFilters} onClear={narrowed ? clear : undefined} />
      <CsvLink href={addressWith(bookingsExportPath, filters)}>{narrowed || filters.view ? 'Download these bookings (CSV)' : 'Download all bookings (CSV)'}</CsvLink>
      <PagedList
        list={bookings}
        noun={['booking', 'bookings']}
        total={filters.view && !narrowed && counts ? boundedCountOf(counts, tabCounts[filters.view]) : undefined}
        loading={<BookingsLoading />}
        failure="The bookings could not be loaded."
        empty={
          narrowed ? (
            <ListEmpty icon={CalendarX} title="No bookings match these filters" action={<ClearFiltersButton onClear={clear} />}>
              Clear the filters to see every booking in this tab.
            </ListEmpty>
          ) : (
            <ListEmpty icon={filters.view ? CalendarCheck : CalendarX} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {(rows) => (
          <>
            <BookingTable bookings={rows} />
            <BookingCards bookings={rows} />
          </>
        )}
      </PagedList>
    </>
  );
}

export const bookingsData: PageData = ({ queryClient, url }) => [
  ensureFirstPage(queryClient, bookingList(filtersOf(bookingListQuery, url.searchParams))),
  queryClient.ensureQueryData(bookingCountsQueryOptions),
];
