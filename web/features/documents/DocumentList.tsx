import type { ReactNode } from 'react';
import { FilePlus2, FileSearch, type LucideIcon } from 'lucide-react';
import { exactCount } from '../../../contracts/lists';
import { pathTo, type PageKey } from '../../../contracts/pages';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { useErrorToast } from '../../components/useErrorToast';
import { ClearFiltersButton, DateRangeFilter, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListLoading } from '../../components/back-office/ListLoading';
import { ListTabs } from '../../components/back-office/ListTabs';
import { PagedList, type ListNoun } from '../../components/back-office/PagedList';
import type { PagedListQuery } from '../../components/back-office/usePagedList';

/** The quote and invoice tabs' counts are exact: those tables grow by hundreds a year, not by the hundred thousand. */
const exactCountOf = (count: number | undefined) => (count === undefined ? undefined : exactCount(count));

const narrowingFilters = ['q', 'from', 'to'] as const;

/** The part of useAddressFilters' answer the list uses: the tab, the search, the days, and clearing them. */
interface DocumentFilters<View extends string> {
  filters: { view?: View; q?: string; from?: string; to?: string };
  setFilter: (name: 'q', value: string | undefined) => void;
  setFilters: (change: { from?: string; to?: string }) => void;
  anyOf: (names: readonly (typeof narrowingFilters)[number][]) => boolean;
  clearFilters: (keep: readonly 'view'[]) => void;
}

interface DocumentListProps<Row, View extends string> {
  /** ['quote', 'quotes']: the page's title is the many, capitalised by the caller in `title`. */
  noun: ListNoun;
  title: string;
  lead: string;
  newPage: PageKey;
  newLabel: string;
  /** Another way out beside the new button (the quotes' price list). */
  beside?: ReactNode;
  address: DocumentFilters<View>;
  list: PagedListQuery<Row>;
  /** The tabs, each counted from `counts` (the whole list under 'all') once the server has answered. */
  tabs: readonly { value: View | undefined; label: string }[];
  counts: Partial<Record<View | 'all', number>> | undefined;
  /** What an empty tab says, with the icon of the kind of document. */
  emptyTabs: Record<View | 'all', { title: string; text: string }>;
  emptyIcon: LucideIcon;
  /** The CSV downloads of what is on screen. */
  exports: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/**
 * The Quotes and Invoices lists of the back office, newest first: the button that starts a new one, the tabs
 * with their counts, search and days in the page's address, the exports, then the rows a page at a time.
 */
export function DocumentList<Row, View extends string>({
  noun,
  title,
  lead,
  newPage,
  newLabel,
  beside,
  address,
  list,
  tabs,
  counts,
  emptyTabs,
  emptyIcon,
  exports,
  children,
}: DocumentListProps<Row, View>) {
  const { filters, setFilter, setFilters, anyOf, clearFilters } = address;
  const [, many] = noun;
  const narrowed = anyOf(narrowingFilters);
  const clear = () => clearFilters(['view']);
  const emptyTab = emptyTabs[filters.view ?? 'all'];
  useErrorToast(list.error);

  return (
    <>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 sm:mb-6 [&>header]:mb-0">
        <PageHeading title={title} lead={lead} leadOnPhones={false} />
        <div className="flex flex-wrap gap-2">
          {beside}
          <ButtonLink to={pathTo(newPage)}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {newLabel}
          </ButtonLink>
        </div>
      </div>
      <ListTabs label={`${title} to show`} current={filters.view} tabs={tabs.map((tab) => ({ ...tab, count: exactCountOf(counts?.[tab.value ?? 'all']) }))} />
      <FilterBar
        label={`Filter ${many}`}
        className="lg:grid-cols-4"
        more={<DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />}
        moreSet={[filters.from, filters.to].filter(Boolean).length}
        actions={narrowed && <ClearFiltersButton onClear={clear} className="col-span-2 lg:col-span-1" />}
      >
        <SearchFilter label="Number, customer, e-mail or phone" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
      </FilterBar>
      {exports}
      <PagedList
        list={list}
        noun={noun}
        total={narrowed ? undefined : exactCountOf(counts?.[filters.view ?? 'all'])}
        loading={<ListLoading noun={many} />}
        failure={`The ${many} could not be loaded.`}
        empty={
          narrowed ? (
            <ListEmpty icon={FileSearch} title={`No ${many} match these filters`} action={<ClearFiltersButton onClear={clear} />}>
              {`Clear the filters to see every ${noun[0]} in this tab.`}
            </ListEmpty>
          ) : (
            <ListEmpty icon={emptyIcon} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {children}
      </PagedList>
    </>
  );
}
