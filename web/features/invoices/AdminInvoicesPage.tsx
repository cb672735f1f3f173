import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import type { InvoiceView } from '../../../contracts/invoices';
import { invoiceListQuery, type Invoice } from '../../../contracts/invoices.schemas';
import { CsvLink } from '../../components/back-office/CsvLink';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { addressWith, usePagedList } from '../../components/back-office/usePagedList';
import { DocumentList } from '../documents';
import { invoiceCountsQueryOptions, invoiceList, invoicesExportPath, paymentsExportPath } from './api';
import { InvoiceRows } from './InvoiceRows';
import type { PageData } from '../../lib/pageData';
import { filtersOf } from '../../components/back-office/addressFilters';
import { ensureFirstPage } from '../../components/back-office/usePagedList';

const emptyTabs: Record<InvoiceView | 'all', { title: string; text: string }> = {
  all: { title: 'No invoices yet', text: 'Create an invoice from an accepted quote, or a blank one with New invoice.' },
  draft: { title: 'No drafts', text: 'Invoices being written, not yet sent to the customer, wait here.' },
  outstanding: { title: 'Nothing outstanding', text: 'Sent invoices with money still to pay appear here.' },
  overdue: { title: 'Nothing overdue', text: 'Invoices still owed after their due date appear here.' },
  paid: { title: 'No paid invoices yet', text: 'Invoices paid in full appear here.' },
  void: { title: 'No void invoices', text: 'Invoices called off keep their number and appear here.' },
};

const tabs: { value: InvoiceView | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'outstanding', label: 'Outstanding' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
];

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
  const address = useAddressFilters(invoiceListQuery);
  const invoices = usePagedList<Invoice, 'invoices'>(invoiceList(address.filters));
  const counts = useQuery(invoiceCountsQueryOptions).data;

  return (
    <DocumentList
      noun={['invoice', 'invoices']}
      title="Invoices"
      lead="Invoices for service work, newest first: what is owed, what is late, and what came in."
      newPage="newInvoice"
      newLabel="New invoice"
      address={address}
      list={invoices}
      tabs={tabs}
      // Outstanding already holds the overdue ones.
      counts={counts && { ...counts, all: counts.draft + counts.outstanding + counts.paid + counts.void }}
      emptyTabs={emptyTabs}
      emptyIcon={Receipt}
      exports={<Exports filters={address.filters} />}
    >
      {(rows) => <InvoiceRows invoices={rows} />}
    </DocumentList>
  );
}

export const adminInvoicesData: PageData = ({ queryClient, url }) => [
  ensureFirstPage(queryClient, invoiceList(filtersOf(invoiceListQuery, url.searchParams))),
  queryClient.ensureQueryData(invoiceCountsQueryOptions),
];
