import { useQuery } from '@tanstack/react-query';
import { FilePlus2, FileSearch, Receipt } from 'lucide-react';
import type { InvoiceView } from '../../../../contracts/invoices';
import { invoiceListQuery, type Invoice } from '../../../../contracts/invoices.schemas';
import { pathTo } from '../../../../contracts/pages';
import { useErrorToast } from '../../../components/useErrorToast';
import { CsvLink } from '../../../components/back-office/CsvLink';
import { ClearFiltersButton, DateRangeFilter, FilterBar, SearchFilter } from '../../../components/back-office/FilterBar';
import { ListEmpty } from '../../../components/back-office/ListEmpty';
import { ListTabs } from '../../../components/back-office/ListTabs';
import { PagedList } from '../../../components/back-office/PagedList';
import { useAddressFilters } from '../../../components/back-office/addressFilters';
import { addressWith, usePagedList } from '../../../components/back-office/usePagedList';
import { invoiceCountsQueryOptions, invoiceList, invoicesExportPath, paymentsExportPath } from '../api';
import { DocumentsLoading, exactCountOf, ListHeading } from './ListPieces';
import { InvoiceRows } from './InvoiceRows';

const emptyTabs: Record<InvoiceView | 'all', { title: string; text: string }> = {
  all: { title: 'No invoices yet', text: 'Create an invoice from an accepted quote, or a blank one with New invoice.' },
  draft: { title: 'No drafts', text: 'Invoices being written, not yet sent to the customer, wait here.' },
  outstanding: { title: 'Nothing outstanding', text: 'Sent invoices with money still to pay appear here.' },
  overdue: { title: 'Nothing overdue', text: 'Invoices still owed after their due date appear here.' },
  paid: { title: 'No paid invoices yet', text: 'Invoices paid in full appear here.' },
  void: { title: 'No void invoices', text: 'Invoices called off keep their number and appear here.' },
};

const narrowingFilters = ['q', 'from', 'to'] as const;

/** The accountant's exports: the invoices as filtered on screen, and the payments received between the same days. */
function Exports({ filters }: { filters: Record<string, string | undefined> }) {
  const narrowed = Object.values(filters).some(Boolean);
  const dated = Boolean(filters.from ?? filters.to);
  return (
    <div className="flex flex-wrap gap-x-3">
      <CsvLink href={addressWith(invoicesExportPath, filters)}>{narrowed ? 'Download these invoices (CSV)' : 'Download all invoices (CSV)'}</CsvLink>
      <CsvLink href={addressWith(paymentsExportPath, { from: filters.from, to: filters.to })}>{dated ? 'Download the payments of these days (CSV)' : 'Download all payments (CSV)'}</CsvLink>
    </div>
  );
}

export function AdminInvoicesPage() {
  const { filters, setFilter, setFilters, anyOf, clearFilters } = useAddressFilters(invoiceListQuery);
  const invoices = usePagedList<Invoice, 'invoices'>(invoiceList(filters));
  const counts = useQuery(invoiceCountsQueryOptions).data;
  const narrowed = anyOf(narrowingFilters);
  const clear = () => clearFilters(['view']);
  const emptyTab = emptyTabs[filters.view ?? 'all'];
  // Outstanding already holds the overdue ones.
  const all = counts && counts.draft + counts.outstanding + counts.paid + counts.void;
  useErrorToast(invoices.error);

  return (
    <>
      <ListHeading
        title="Invoices"
        lead="Invoices for service work, newest first: what is owed, what is late, and what came in."
        newTo={pathTo('newInvoice')}
        newLabel="New invoice"
        icon={<FilePlus2 aria-hidden="true" className="size-4" />}
      />
      <ListTabs
        label="Invoices to show"
        current={filters.view}
        tabs={[
          { value: undefined, label: 'All', count: exactCountOf(all) },
          { value: 'draft', label: 'Drafts', count: exactCountOf(counts?.draft) },
          { value: 'outstanding', label: 'Outstanding', count: exactCountOf(counts?.outstanding) },
          { value: 'overdue', label: 'Overdue', count: exactCountOf(counts?.overdue) },
          { value: 'paid', label: 'Paid', count: exactCountOf(counts?.paid) },
          { value: 'void', label: 'Void', count: exactCountOf(counts?.void) },
        ]}
      />
      <FilterBar label="Filter invoices" className="lg:grid-cols-4">
        <SearchFilter label="Number, customer, e-mail or phone" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        {narrowed && <ClearFiltersButton onClear={clear} className="col-span-2 lg:col-span-1" />}
      </FilterBar>
      <Exports filters={filters} />
      <PagedList
        list={invoices}
        noun={['invoice', 'invoices']}
        total={narrowed ? undefined : exactCountOf(filters.view ? counts?.[filters.view] : all)}
        loading={<DocumentsLoading noun="invoices" />}
        failure="The invoices could not be loaded."
        empty={
          narrowed ? (
            <ListEmpty icon={FileSearch} title="No invoices match these filters" action={<ClearFiltersButton onClear={clear} />}>
              Clear the filters to see every invoice in this tab.
            </ListEmpty>
          ) : (
            <ListEmpty icon={Receipt} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {(rows) => <InvoiceRows invoices={rows} />}
      </PagedList>
    </>
  );
}
