import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { invoiceMessages } from '../../../contracts/invoices';
import type { Invoice } from '../../../contracts/invoices.schemas';
import { pathTo } from '../../../contracts/pages';
import { buttonClassName } from '../../components/Button';
import { DetailCard } from '../../components/back-office/DetailCard';
import { DetailColumns, DetailFrame } from '../../components/back-office/DetailFrame';
import { formatDay } from '../../lib/dates';
import { CustomerCard, DocumentLines, DocumentStatusChip, History, invoiceStatusWords, MoneyLadder, StepTimes, TermsAndNotes } from '../documents';
import { invoiceCache, invoicePdfPath, invoiceQueryOptions } from './api';
import { CreditMoves } from './CreditMoves';
import { RefundDue } from './CreditActions';
import { BankRefunds } from './BankRefunds';
import { bankRefundsQueryOptions } from './bankRefundApi';
import { DepositPaidTwice } from './DepositPaidTwice';
import { InvoiceActions } from './InvoiceActions';
import { Payments } from './Payments';
import type { PageData } from '../../lib/pageData';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  return (
    <DetailCard title="Invoice">
      <p className="font-semibold text-navy-900">{invoice.title}</p>
      <DocumentLines lines={invoice.lines} reader="office" />
      <MoneyLadder rows={invoice.figures} className="sm:ml-auto sm:w-80" />
      <p className="text-grey-700">
        Issued {formatDay(invoice.issuedOn)} · due {formatDay(invoice.dueDate)}
      </p>
      <TermsAndNotes terms={invoice.terms} notes={invoice.notes} level="h3" />
      <a href={invoicePdfPath(invoice._id)} className={buttonClassName({ variant: 'ghost' }, 'justify-self-start border border-grey-300')}>
        <FileDown aria-hidden="true" className="size-4" />
        Invoice {invoice.number} (PDF)
      </a>
    </DetailCard>
  );
}

/** The status, when each step happened, and the quote the invoice was made from. */
function InvoiceStatusCard({ invoice }: { invoice: Invoice }) {
  return (
    <DetailCard title="Status">
      <p>
        <DocumentStatusChip status={invoiceStatusWords.office[invoice.status]} />
      </p>
      <StepTimes
        steps={[
          ['Created', invoice.createdAt],
          ['Sent', invoice.sentAt],
          ['Paid', invoice.paidAt],
          ['Voided', invoice.voidedAt],
        ]}
      />
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
    </DetailCard>
  );
}

const creditHolderOf = (invoice: Invoice) => ({
  source: { kind: 'invoices', id: invoice._id } as const,
  number: invoice.number,
  customerEmail: invoice.customer.email,
  credit: invoice.credit,
  paidByCard: invoice.payments.some((payment) => payment.method === 'card'),
  cache: invoiceCache,
});

/** One invoice in the back office: its items and totals, what was paid and what is left, any refund due, its history and what to do next. */
export function AdminInvoicePage() {
  const { id = '' } = useParams();
  const invoice = useQuery(invoiceQueryOptions(id));
  return (
    <DetailFrame
      list="adminInvoices"
      listName="Invoices"
      width="wide"
      title={invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice'}
      lead={invoice.data ? `For ${invoice.data.customer.name}: the items and totals, the payments, and what to do next.` : 'The items and totals of this invoice, its payments, and what to do next.'}
      query={invoice}
      loadingLabel="Loading the invoice..."
      missing={`${invoiceMessages.notFound}. Go back to the Invoices to see every invoice.`}
      failure="The invoice could not be loaded."
    >
      {(loaded) => (
        <DetailColumns
          main={
            <>
              <InvoiceSummary invoice={loaded} />
              <DepositPaidTwice holder={{ source: { kind: 'invoices', id: loaded._id }, deposits: loaded.secondDeposits, cache: invoiceCache }} />
              <RefundDue key={loaded.credit} holder={creditHolderOf(loaded)} />
              <BankRefunds source={{ kind: 'invoices', id: loaded._id }} />
              <InvoiceActions invoice={loaded} />
            </>
          }
          side={
            <>
              <InvoiceStatusCard invoice={loaded} />
              <CustomerCard customer={loaded.customer} />
              <Payments invoice={loaded} />
              <CreditMoves moves={loaded.credits} />
              <History entries={loaded.history} />
            </>
          }
        />
      )}
    </DetailFrame>
  );
}

export const adminInvoiceData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(invoiceQueryOptions(params.id ?? '')),
  queryClient.ensureQueryData(bankRefundsQueryOptions({ kind: 'invoices', id: params.id ?? '' })),
];
