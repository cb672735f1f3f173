import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingListQuery } from '../../../contracts/booking.schemas';
import { bookingStatuses } from '../../../contracts/booking';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { SortField } from '../../components/forms/SortField';
import { bookingFilterNames } from './bookingFilterParams';

const sortChoices: Record<NonNullable<BookingListQuery['sort']>, string> = {
  newest: 'Newest booked first',
  date_asc: 'Visit date, soonest first',
  date_desc: 'Visit date, latest first',
};

/** From and To share a row on phones; the other filters need the whole width for their words. */
const wholeRowOnPhones = 'col-span-2 sm:col-span-1';

/** Every change goes straight into the address, which the list reads; replace keeps Back for leaving the page. */
export function BookingFilters({ filters }: { filters: BookingListQuery }) {
  const [params, setParams] = useSearchParams();
  // The typed text is kept here as well, so the field never lags behind a keystroke while the address updates.
  const [search, setSearch] = useState(filters.q ?? '');
  const setFilter = (name: (typeof bookingFilterNames)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const anyFilter = bookingFilterNames.some((name) => params.has(name));

  return (
    <search aria-label="Filter bookings" className="mb-4 grid grid-cols-2 gap-4 rounded-box border border-grey-200 bg-white p-4 lg:grid-cols-5">
      <TextField
        label="Name or phone"
        type="search"
        className={wholeRowOnPhones}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setFilter('q', event.target.value.trim());
        }}
      />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={bookingStatuses}
        className={`capitalize ${wholeRowOnPhones}`}
        value={filters.status ?? ''}
        onChange={(event) => setFilter('status', event.target.value)}
      />
      <TextField label="From" type="date" value={filters.from ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
      <TextField label="To" type="date" value={filters.to ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
      <SortField choices={sortChoices} value={filters.sort ?? 'newest'} onChange={(value) => setFilter('sort', value)} className={wholeRowOnPhones} />
      {anyFilter && (
        <Button variant="ghost" className="col-span-2 justify-self-start border border-grey-300 lg:col-span-1" onClick={() => {
            setSearch('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          Clear filters
        </Button>
      )}
    </search>
  );
}
