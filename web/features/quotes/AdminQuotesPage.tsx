import { useQuery } from '@tanstack/react-query';
import { FilePlus2, FileSearch, FileText } from 'lucide-react';
import { pathTo } from '../../../../contracts/pages';
import type { QuoteView } from '../../../../contracts/quotes';
import { quoteListQuery, type Quote } from '../../../../contracts/quotes.schemas';
import { useErrorToast } from '../../../components/useErrorToast';
import { CsvLink } from '../../../components/back-office/CsvLink';
import { ClearFiltersButton, DateRangeFilter, FilterBar, SearchFilter } from '../../../components/back-office/FilterBar';
import { ListEmpty } from '../../../components/back-office/ListEmpty';
import { ListTabs } from '../../../components/back-office/ListTabs';
import { PagedList } from '../../../components/back-office/PagedList';
import { useAddressFilters } from '../../../components/back-office/addressFilters';
import { addressWith, usePagedList } from '../../../components/back-office/usePagedList';
import { quoteCountsQueryOptions, quoteList, quotesExportPath } from '../api';
import { DocumentsLoading, exactCountOf, ListHeading } from './ListPieces';
import { QuoteRows } from './QuoteRows';

const emptyTabs: Record<QuoteView | 'all', { title: string; text: string }> = {
  all: { title: 'No quotes yet', text: 'Write the first quote with New quote, or from a Quotation Request in the inbox or a booking.' },
  draft: { title: 'No drafts', text: 'Quotes being written, not yet sent to the customer, wait here.' },
  awaiting: { title: 'No quotes awaiting an answer', text: 'Quotes sent to customers who have not yet accepted or declined appear here.' },
  accepted: { title: 'No accepted quotes', text: 'Quotes the customer accepted appear here, ready to schedule and invoice.' },
  closed: { title: 'No closed quotes', text: 'Quotes the customer declined, or that passed their date, appear here.' },
};

const narrowingFilters = ['q', 'from', 'to'] as const;

export function AdminQuotesPage() {
  const { filters, setFilter, setFilters, anyOf, clearFilters } = useAddressFilters(quoteListQuery);
  const quotes = usePagedList<Quote, 'quotes'>(quoteList(filters));
  const counts = useQuery(quoteCountsQueryOptions).data;
  const narrowed = anyOf(narrowingFilters);
  const clear = () => clearFilters(['view']);
  const emptyTab = emptyTabs[filters.view ?? 'all'];
  const all = counts && counts.draft + counts.awaiting + counts.accepted + counts.closed;
  useErrorToast(quotes.error);

  return (
    <>
      <ListHeading
        title="Quotes"
        lead="Quotes for service work, newest first: drafts to finish, those waiting on the customer, and accepted ones to schedule and invoice."
        newTo={pathTo('newQuote')}
        newLabel="New quote"
        icon={<FilePlus2 aria-hidden="true" className="size-4" />}
      />
      <ListTabs
        label="Quotes to show"
        current={filters.view}
        tabs={[
          { value: undefined, label: 'All', count: exactCountOf(all) },
          { value: 'draft', label: 'Drafts', count: exactCountOf(counts?.draft) },
          { value: 'awaiting', label: 'Awaiting answer', count: exactCountOf(counts?.awaiting) },
          { value: 'accepted', label: 'Accepted', count: exactCountOf(counts?.accepted) },
          { value: 'closed', label: 'Declined or expired', count: exactCountOf(counts?.closed) },
        ]}
      />
      <FilterBar label="Filter quotes" className="lg:grid-cols-4">
        <SearchFilter label="Number, customer, e-mail or phone" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        {narrowed && <ClearFiltersButton onClear={clear} className="col-span-2 lg:col-span-1" />}
      </FilterBar>
      <CsvLink href={addressWith(quotesExportPath, filters)}>{narrowed || filters.view ? 'Download these quotes (CSV)' : 'Download all quotes (CSV)'}</CsvLink>
      <PagedList
        list={quotes}
        noun={['quote', 'quotes']}
        total={narrowed ? undefined : exactCountOf(filters.view ? counts?.[filters.view] : all)}
        loading={<DocumentsLoading noun="quotes" />}
        failure="The quotes could not be loaded."
        empty={
          narrowed ? (
            <ListEmpty icon={FileSearch} title="No quotes match these filters" action={<ClearFiltersButton onClear={clear} />}>
              Clear the filters to see every quote in this tab.
            </ListEmpty>
          ) : (
            <ListEmpty icon={FileText} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {(rows) => <QuoteRows quotes={rows} />}
      </PagedList>
    </>
  );
}
