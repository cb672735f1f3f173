import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '../../../contracts/pages';
import { quoteMessages } from '../../../contracts/quotes';
import type { Quote } from '../../../contracts/quotes.schemas';
import { DetailCard } from '../../components/back-office/DetailCard';
import { DetailColumns, DetailFrame } from '../../components/back-office/DetailFrame';
import { formatDay } from '../../lib/dates';
import { CustomerCard, DocumentLines, DocumentStatusChip, History, MoneyLadder, quoteStatusWords, StepTimes, TermsAndNotes, type LadderStep } from '../documents';
import { quoteQueryOptions } from './api';
import { QuoteActions } from './QuoteActions';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function depositSteps(quote: Quote): LadderStep[] {
  const steps: LadderStep[] = [];
  if (quote.depositPercent > 0) steps.push({ term: `Deposit (${quote.depositPercent}%)`, naira: quote.deposit });
  if (quote.depositPaid > 0) steps.push({ term: 'Deposit paid', naira: quote.depositPaid });
  return steps;
}

function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <DetailCard title="Quote">
      <p className="text-navy-900">
        <span className="font-semibold">{quote.title}</span> · {quote.service}
      </p>
      <DocumentLines lines={quote.lines} reader="office" />
      <MoneyLadder reader="office" figures={{ ...quote, vatBasisPoints: Math.round(quote.vatRate * 100) }} after={depositSteps(quote)} className="sm:ml-auto sm:w-80" />
      <p className="text-grey-700">Valid until {formatDay(quote.validUntil)}</p>
      <TermsAndNotes terms={quote.terms} notes={quote.notes} level="h3" />
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
              <QuoteActions quote={loaded} />
            </>
          }
          side={
            <>
              <QuoteStatusCard quote={loaded} />
              <CustomerCard customer={loaded.customer} />
              <OriginCard quote={loaded} />
              <History entries={loaded.history} />
            </>
          }
        />
      )}
    </DetailFrame>
  );
}
