import { bookingStatuses } from '../../../contracts/booking';
import { bookingSortOf, type BookingListQuery } from '../../../contracts/booking.schemas';
import { SelectField } from '../../components/forms/SelectField';
import { SortField } from '../../components/forms/SortField';
import { ClearFiltersButton, DateRangeFilter, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';

const sortChoices: Record<NonNullable<BookingListQuery['sort']>, string> = {
  newest: 'Newest booked first',
  date_asc: 'Visit date, soonest first',
  date_desc: 'Visit date, latest first',
};

/** From and To share a row on phones; the other filters need the whole width for their words. */
const wholeRowOnPhones = 'col-span-2 sm:col-span-1';

interface BookingFiltersProps {
  filters: BookingListQuery;
  setFilter: (name: 'status' | 'q' | 'sort', value: string | undefined) => void;
  setFilters: (change: { from?: string | undefined; to?: string | undefined }) => void;
  /** Set while a filter other than the tab narrows the list. */
  onClear: (() => void) | undefined;
}

/** Every change goes straight into the address, which the list reads. */
export function BookingFilters({ filters, setFilter, setFilters, onClear }: BookingFiltersProps) {
  const moreSet = [filters.status, filters.from, filters.to, filters.sort].filter(Boolean).length;
  return (
    <FilterBar
      label="Filter bookings"
      className="lg:grid-cols-5"
      moreSet={moreSet}
      actions={onClear && <ClearFiltersButton onClear={onClear} className="col-span-2 lg:col-span-1" />}
      more={
        <>
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={bookingStatuses}
            className={`capitalize ${wholeRowOnPhones}`}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
          <SortField choices={sortChoices} value={bookingSortOf(filters)} onChange={(value) => setFilter('sort', value)} className={wholeRowOnPhones} />
        </>
      }
    >
      <SearchFilter label="Name, phone, e-mail or BK- reference" value={filters.q} onSearch={(words) => setFilter('q', words)} className={wholeRowOnPhones} />
    </FilterBar>
  );
}
