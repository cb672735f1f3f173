import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { pathTo } from '../../../contracts/pages';
import { quoteMessages } from '../../../contracts/quotes';
import type { Quote } from '../../../contracts/quotes.schemas';
import { buttonClassName } from '../../components/Button';
import { DetailCard } from '../../components/back-office/DetailCard';
import { DetailColumns, DetailFrame } from '../../components/back-office/DetailFrame';
import { formatDay } from '../../lib/dates';
import { CustomerCard, DocumentLines, DocumentStatusChip, History, MoneyLadder, quoteStatusWords, StepTimes, TermsAndNotes } from '../documents';
import { BankRefunds, bankRefundsQueryOptions, DepositPaidTwice, RefundDue } from '../invoices';
import { quoteCache, quotePdfPath, quoteQueryOptions } from './api';
import { RecordDeposit } from './RecordDeposit';
import { QuoteActions } from './QuoteActions';
import type { PageData } from '../../lib/pageData';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <DetailCard title="Quote">
      <p className="text-navy-900">
        <span className="font-semibold">{quote.title}</span> · {quote.service}
      </p>
      <DocumentLines lines={quote.lines} reader="office" />
      <MoneyLadder rows={quote.figures} className="sm:ml-auto sm:w-80" />
      <p className="text-grey-700">Valid until {formatDay(quote.validUntil)}</p>
      <TermsAndNotes terms={quote.terms} notes={quote.notes} level="h3" />
      <a href={quotePdfPath(quote._id)} className={buttonClassName({ variant: 'ghost' }, 'justify-self-start border border-grey-300')}>
        <FileDown aria-hidden="true" className="size-4" />
        Quote {quote.number} (PDF)
      </a>
    </DetailCard>
  );
}

/** The status and when each step happened; steps not taken are left out. */
function QuoteStatusCard({ quote }: { quote: Quote }) {
  return (
    <DetailCard title="Status">
      <p>
        <DocumentStatusChip status={quoteStatusWords.office[quote.status]} />
      </p>
      <StepTimes
        steps={[
          ['Created', quote.createdAt],
          ['Sent', quote.sentAt],
          ['Opened', quote.viewedAt],
          ['Accepted', quote.acceptedAt],
          ['Declined', quote.declinedAt],
          ['Expired', quote.expiredAt],
        ]}
      />
      {quote.acceptedName && <p className="text-grey-700">Accepted by {quote.acceptedName}</p>}
    </DetailCard>
  );
}

/** Where the request for the work came in: an inbox message, a booking, or the office itself. */
function OriginCard({ quote }: { quote: Quote }) {
  let origin: ReactNode = 'Written in the office, not from a message or a booking.';
  if (quote.sourceMessageId) {
    origin = (
      <Link to={pathTo('inboxMessage', { id: quote.sourceMessageId })} className={linkClassName}>
        The customer&apos;s message in the inbox
      </Link>
    );
  } else if (quote.sourceBookingId) {
    origin = (
      <Link to={pathTo('showBooking', { id: quote.sourceBookingId })} className={linkClassName}>
        The customer&apos;s booking
      </Link>
    );
  }
  return (
    <DetailCard title="Where it came from">
      <p className="text-grey-700">{origin}</p>
    </DetailCard>
  );
}

/** What only the office reads (a booking's note from the customer, for one); nothing when there is none. */
function OfficeNotesCard({ quote }: { quote: Quote }) {
  if (!quote.officeNotes) return null;
  return (
    <DetailCard title="Office notes">
      <p className="whitespace-pre-line text-grey-700">{quote.officeNotes}</p>
    </DetailCard>
  );
}

/** A quote's credit: money beyond its deposit (its answer lists no payments, so a card refund is offered first; the server says if none can take it). */
const creditHolderOf = (quote: Quote) => ({
  source: { kind: 'quotes', id: quote._id } as const,
  number: quote.number,
  customerEmail: quote.customer.email,
  credit: quote.credit,
  paidByCard: true,
  cache: quoteCache,
});

/** One quote in the back office: what it offers and for how much, who it is for, where it came from, its history and what to do next. */
export function AdminQuotePage() {
  const { id = '' } = useParams();
  const quote = useQuery(quoteQueryOptions(id));
  return (
    <DetailFrame
      list="adminQuotes"
      listName="Quotes"
      width="wide"
      title={quote.data ? `Quote ${quote.data.number}` : 'Quote'}
      lead={quote.data ? `For ${quote.data.customer.name}: the items and totals, where it stands, and what to do next.` : 'The items and totals of this quote, where it stands, and what to do next.'}
      query={quote}
      loadingLabel="Loading the quote..."
      missing={`${quoteMessages.notFound}. Go back to the Quotes to see every quote.`}
      failure="The quote could not be loaded."
    >
      {(loaded) => (
        <DetailColumns
          main={
            <>
              <QuoteSummary quote={loaded} />
              <DepositPaidTwice holder={{ source: { kind: 'quotes', id: loaded._id }, deposits: loaded.secondDeposits, cache: quoteCache }} />
              <RefundDue key={loaded.credit} holder={creditHolderOf(loaded)} />
              <BankRefunds source={{ kind: 'quotes', id: loaded._id }} />
              <QuoteActions quote={loaded} />
              <RecordDeposit key={loaded.depositPaid} quote={loaded} />
            </>
          }
          side={
            <>
              <QuoteStatusCard quote={loaded} />
              <CustomerCard customer={loaded.customer} />
              <OriginCard quote={loaded} />
              <OfficeNotesCard quote={loaded} />
              <History entries={loaded.history} />
            </>
          }
        />
      )}
    </DetailFrame>
  );
}

export const adminQuoteData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(quoteQueryOptions(params.id ?? '')),
  queryClient.ensureQueryData(bankRefundsQueryOptions({ kind: 'quotes', id: params.id ?? '' })),
];
