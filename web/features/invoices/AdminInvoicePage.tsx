import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { invoiceMessages } from '../../../../contracts/invoices';
import type { Invoice } from '../../../../contracts/invoices.schemas';
import { pathTo } from '../../../../contracts/pages';
import { BackLink } from '../../../components/BackLink';
import { buttonClassName } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { RetryLine } from '../../../components/RetryLine';
import { Skeleton } from '../../../components/Skeleton';
import { useBackToList } from '../../../components/back-office/listReturn';
import { formatDay } from '../../../lib/dates';
import { isApiError } from '../../../lib/api';
import { formatNaira } from '../../../lib/money';
import { invoicePdfPath, invoiceQueryOptions } from '../api';
import { Card } from './Card';
import { CustomerCard } from './CustomerCard';
import { DocumentLines, DocumentText, DocumentTotals, Sum } from './DocumentLines';
import { History } from './History';
import { InvoiceActions } from './InvoiceActions';
import { Payments } from './Payments';
import { InvoiceStatusChip } from './StatusChips';
import { atLagosTime } from './documentTimes';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  return (
    <Card title="Invoice">
      <p className="font-semibold text-navy-900">{invoice.title}</p>
      <DocumentLines lines={invoice.lines} />
      <DocumentTotals money={invoice}>
        <Sum term="Paid">{formatNaira(invoice.paid)}</Sum>
        {invoice.status !== 'void' && (
          <Sum term="Balance due" strong>
            {formatNaira(invoice.balance)}
          </Sum>
        )}
      </DocumentTotals>
      <p className="text-grey-700">
        Issued {formatDay(invoice.issuedOn)} · due {formatDay(invoice.dueDate)}
      </p>
      <DocumentText term="Terms">{invoice.terms}</DocumentText>
      <DocumentText term="Notes">{invoice.notes}</DocumentText>
      <a href={invoicePdfPath(invoice._id)} className={buttonClassName({ variant: 'ghost' }, 'justify-self-start border border-grey-300')}>
        <FileDown aria-hidden="true" className="size-4" />
        Invoice {invoice.number} (PDF)
      </a>
    </Card>
  );
}

/** The status, when each step happened, and the quote the invoice was made from. */
function InvoiceStatusCard({ invoice }: { invoice: Invoice }) {
  const times: [string, string | null][] = [
    ['Created', invoice.createdAt],
    ['Sent', invoice.sentAt],
    ['Paid', invoice.paidAt],
    ['Voided', invoice.voidedAt],
  ];
  return (
    <Card title="Status">
      <p>
        <InvoiceStatusChip status={invoice.status} />
      </p>
      <dl className="grid gap-1">
        {times.map(([term, at]) => at && <Sum key={term} term={term}>{atLagosTime(at)}</Sum>)}
      </dl>
      {invoice.voidReason && <p className="wrap-anywhere text-grey-700">Voided because: {invoice.voidReason}</p>}
      <p className="text-grey-700">
        {invoice.quoteId ? (
          <Link to={pathTo('adminQuote', { id: invoice.quoteId })} className={linkClassName}>
            Made from quote {invoice.quoteNumber}
          </Link>
        ) : (
          'Written in the office, not from a quote.'
        )}
      </p>
    </Card>
  );
}

function InvoiceLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the invoice...</span>
      <Skeleton className="h-96" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** One invoice in the back office: its items and totals, what was paid and what is left, its history and what to do next. */
export function AdminInvoicePage() {
  const { id = '' } = useParams();
  const invoice = useQuery(invoiceQueryOptions(id));
  const back = useBackToList(pathTo('adminInvoices'));
  const missing = isApiError(invoice.error, 400) || isApiError(invoice.error, 404);

  return (
    <div className="max-w-5xl">
      <BackLink to={back} className="mb-4">
        Invoices
      </BackLink>
      <PageHeading
        title={invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice'}
        lead={invoice.data ? `For ${invoice.data.customer.name}: the items and totals, the payments, and what to do next.` : 'The items and totals of this invoice, its payments, and what to do next.'}
      />
      {invoice.isPending && <InvoiceLoading />}
      {missing && <p className="text-grey-700">{invoiceMessages.notFound}. Go back to the Invoices to see every invoice.</p>}
      {invoice.isError && !missing && <RetryLine onRetry={() => void invoice.refetch()}>The invoice could not be loaded.</RetryLine>}
      {invoice.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <InvoiceSummary invoice={invoice.data} />
            <InvoiceActions invoice={invoice.data} />
          </div>
          <div className="grid min-w-0 gap-6">
            <InvoiceStatusCard invoice={invoice.data} />
            <CustomerCard customer={invoice.data.customer} />
            <Payments invoice={invoice.data} />
            <History entries={invoice.data.history} />
          </div>
        </div>
      )}
    </div>
  );
}
