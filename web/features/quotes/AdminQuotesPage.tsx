import { useQuery } from '@tanstack/react-query';
import { FileText, ListChecks } from 'lucide-react';
import { pathTo } from '../../../contracts/pages';
import type { QuoteView } from '../../../contracts/quotes';
import { quoteListQuery, type Quote } from '../../../contracts/quotes.schemas';
import { ButtonLink } from '../../components/Button';
import { CsvLink } from '../../components/back-office/CsvLink';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { addressWith, usePagedList } from '../../components/back-office/usePagedList';
import { DocumentList } from '../documents';
import { quoteCountsQueryOptions, quoteList, quotesExportPath } from './api';
import { QuoteRows } from './QuoteRows';
import type { PageData } from '../../lib/pageData';
import { filtersOf } from '../../components/back-office/addressFilters';
import { ensureFirstPage } from '../../components/back-office/usePagedList';

const emptyTabs: Record<QuoteView | 'all', { title: string; text: string }> = {
  all: { title: 'No quotes yet', text: 'Write the first quote with New quote, or from a Quotation Request in the inbox or a booking.' },
  draft: { title: 'No drafts', text: 'Quotes being written, not yet sent to the customer, wait here.' },
  awaiting: { title: 'No quotes awaiting an answer', text: 'Quotes sent to customers who have not yet accepted or declined appear here.' },
  accepted: { title: 'No accepted quotes', text: 'Quotes the customer accepted appear here, ready to schedule and invoice.' },
  closed: { title: 'No closed quotes', text: 'Quotes the customer declined, or that passed their date, appear here.' },
};

const tabs: { value: QuoteView | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'awaiting', label: 'Awaiting answer' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'closed', label: 'Declined or expired' },
];

export function AdminQuotesPage() {
  const address = useAddressFilters(quoteListQuery);
  const { filters } = address;
  const quotes = usePagedList<Quote, 'quotes'>(quoteList(filters));
  const counts = useQuery(quoteCountsQueryOptions).data;
  const narrowed = Boolean(filters.view) || address.anyOf(['q', 'from', 'to']);

  return (
    <DocumentList
      noun={['quote', 'quotes']}
      title="Quotes"
      lead="Quotes for service work, newest first: drafts to finish, those waiting on the customer, and accepted ones to schedule and invoice."
      newPage="newQuote"
      newLabel="New quote"
      beside={
        <ButtonLink to={pathTo('priceList')} variant="ghost" className="border border-grey-300">
          <ListChecks aria-hidden="true" className="size-4" />
          Price list
        </ButtonLink>
      }
      address={address}
      list={quotes}
      tabs={tabs}
      counts={counts && { ...counts, all: counts.draft + counts.awaiting + counts.accepted + counts.closed }}
      emptyTabs={emptyTabs}
      emptyIcon={FileText}
      exports={<CsvLink href={addressWith(quotesExportPath, filters)}>{narrowed ? 'Download these quotes (CSV)' : 'Download all quotes (CSV)'}</CsvLink>}
    >
      {(rows) => <QuoteRows quotes={rows} />}
    </DocumentList>
  );
}

export const adminQuotesData: PageData = ({ queryClient, url }) => [
  ensureFirstPage(queryClient, quoteList(filtersOf(quoteListQuery, url.searchParams))),
  queryClient.ensureQueryData(quoteCountsQueryOptions),
];
