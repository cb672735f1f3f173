import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '../../../../contracts/pages';
import { quoteMessages } from '../../../../contracts/quotes';
import type { Quote } from '../../../../contracts/quotes.schemas';
import { BackLink } from '../../../components/BackLink';
import { PageHeading } from '../../../components/PageHeading';
import { RetryLine } from '../../../components/RetryLine';
import { Skeleton } from '../../../components/Skeleton';
import { useBackToList } from '../../../components/back-office/listReturn';
import { formatDay } from '../../../lib/dates';
import { isApiError } from '../../../lib/api';
import { formatNaira } from '../../../lib/money';
import { quoteQueryOptions } from '../api';
import { Card } from './Card';
import { CustomerCard } from './CustomerCard';
import { DocumentLines, DocumentText, DocumentTotals, Sum } from './DocumentLines';
import { History } from './History';
import { QuoteActions } from './QuoteActions';
import { QuoteStatusChip } from './StatusChips';
import { atLagosTime } from './documentTimes';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <Card title="Quote">
      <p className="text-navy-900">
        <span className="font-semibold">{quote.title}</span> · {quote.service}
      </p>
      <DocumentLines lines={quote.lines} />
      <DocumentTotals money={quote}>
        {quote.depositPercent > 0 && <Sum term={`Deposit (${quote.depositPercent}%)`}>{formatNaira(quote.deposit)}</Sum>}
        {quote.depositPaid > 0 && <Sum term="Deposit paid">{formatNaira(quote.depositPaid)}</Sum>}
      </DocumentTotals>
      <p className="text-grey-700">Valid until {formatDay(quote.validUntil)}</p>
      <DocumentText term="Terms">{quote.terms}</DocumentText>
      <DocumentText term="Notes">{quote.notes}</DocumentText>
    </Card>
  );
}

/** The status and when each step happened; steps not taken are left out. */
function QuoteStatusCard({ quote }: { quote: Quote }) {
  const times: [string, string | null][] = [
    ['Created', quote.createdAt],
    ['Sent', quote.sentAt],
    ['Opened', quote.viewedAt],
    ['Accepted', quote.acceptedAt],
    ['Declined', quote.declinedAt],
    ['Expired', quote.expiredAt],
  ];
  return (
    <Card title="Status">
      <p>
        <QuoteStatusChip status={quote.status} />
      </p>
      <dl className="grid gap-1">
        {times.map(([term, at]) => at && <Sum key={term} term={term}>{atLagosTime(at)}</Sum>)}
      </dl>
      {quote.acceptedName && <p className="text-grey-700">Accepted by {quote.acceptedName}</p>}
    </Card>
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
    <Card title="Where it came from">
      <p className="text-grey-700">{origin}</p>
    </Card>
  );
}

function QuoteLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the quote...</span>
      <Skeleton className="h-96" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** One quote in the back office: what it offers and for how much, who it is for, where it came from, its history and what to do next. */
export function AdminQuotePage() {
  const { id = '' } = useParams();
  const quote = useQuery(quoteQueryOptions(id));
  const back = useBackToList(pathTo('adminQuotes'));
  const missing = isApiError(quote.error, 400) || isApiError(quote.error, 404);

  return (
    <div className="max-w-5xl">
      <BackLink to={back} className="mb-4">
        Quotes
      </BackLink>
      <PageHeading
        title={quote.data ? `Quote ${quote.data.number}` : 'Quote'}
        lead={quote.data ? `For ${quote.data.customer.name}: the items and totals, where it stands, and what to do next.` : 'The items and totals of this quote, where it stands, and what to do next.'}
      />
      {quote.isPending && <QuoteLoading />}
      {missing && <p className="text-grey-700">{quoteMessages.notFound}. Go back to the Quotes to see every quote.</p>}
      {quote.isError && !missing && <RetryLine onRetry={() => void quote.refetch()}>The quote could not be loaded.</RetryLine>}
      {quote.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid min-w-0 gap-6">
            <QuoteSummary quote={quote.data} />
            <QuoteActions quote={quote.data} />
          </div>
          <div className="grid min-w-0 gap-6">
            <QuoteStatusCard quote={quote.data} />
            <CustomerCard customer={quote.data.customer} />
            <OriginCard quote={quote.data} />
            <History entries={quote.data.history} />
          </div>
        </div>
      )}
    </div>
  );
}
