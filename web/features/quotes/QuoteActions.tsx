import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { pathTo } from '../../../contracts/pages';
import type { Quote, QuoteSent } from '../../../contracts/quotes.schemas';
import { Button } from '../../components/Button';
import { copyQuote, sendQuote } from './api';
import { DetailCard } from '../../components/back-office/DetailCard';
import { QuoteForm } from './QuoteForm';
import { DraftCard, SendDocumentButton, SentLink } from '../documents';
import { ScheduleJobForm } from './ScheduleJobForm';
import { InvoiceQuoteForm } from './InvoiceQuoteForm';
import { useQuoteChanged } from './useQuoteChanged';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function SendButton({ quote, again, onSent }: { quote: Quote; again: boolean; onSent: (sent: QuoteSent) => void }) {
  const changed = useQuoteChanged();
  return (
    <SendDocumentButton
      send={() => sendQuote(quote._id)}
      again={again}
      onSent={(sent) => {
        changed(sent.quote);
        onSent(sent);
      }}
    />
  );
}

function DraftActions({ quote, onSent }: { quote: Quote; onSent: (sent: QuoteSent) => void }) {
  const changed = useQuoteChanged();
  return (
    <DraftCard
      noun="quote"
      whatSendingDoes={
        quote.customer.email
          ? 'The customer sees nothing until it is sent: they are mailed a private link to read and accept it, and the link goes to their phone by WhatsApp or SMS.'
          : 'The customer sees nothing until it is sent. They have no e-mail: sending texts their private link to their phone by WhatsApp or SMS.'
      }
      sendButton={<SendButton quote={quote} again={false} onSent={onSent} />}
      editor={(close) => (
        <QuoteForm
          quote={quote}
          onSaved={(saved) => {
            changed(saved);
            close();
          }}
        />
      )}
    />
  );
}

/** An accepted quote's next steps, each taken once: the job in the calendar, and the invoice. */
function AcceptedActions({ quote }: { quote: Quote }) {
  return (
    <>
      <DetailCard title="The job">
        {quote.bookingId ? (
          <p className="text-grey-700">
            The job is in the calendar:{' '}
            <Link to={pathTo('showBooking', { id: quote.bookingId })} className={linkClassName}>
              open its booking
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="text-grey-700">Choose the visit: the customer is mailed the booking as confirmed.</p>
            <ScheduleJobForm quote={quote} />
          </>
        )}
      </DetailCard>
      <DetailCard title="Invoice">
        {quote.invoiceId ? (
          <p className="text-grey-700">
            This quote has been invoiced:{' '}
            <Link to={pathTo('adminInvoice', { id: quote.invoiceId })} className={linkClassName}>
              open the invoice
            </Link>
            .
          </p>
        ) : (
          <InvoiceQuoteForm quote={quote} />
        )}
      </DetailCard>
    </>
  );
}

/** Any quote, whatever became of it, starts a new draft for the same customer with the same lines. */
function CopyQuote({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const changed = useQuoteChanged();
  const copy = useMutation({
    mutationFn: () => copyQuote(quote._id),
    onSuccess: (copied) => {
      toast.success(copied.message);
      changed(copied);
      void navigate(pathTo('adminQuote', { id: copied._id }));
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button variant="ghost" className="justify-self-start border border-grey-300" disabled={copy.isPending} aria-busy={copy.isPending || undefined} onClick={() => copy.mutate()}>
      <Copy aria-hidden="true" className="size-4" />
      {copy.isPending ? 'Copying...' : 'Copy into a new quote'}
    </Button>
  );
}

/** What the office can do with the quote now, by its status, and a copy of it. */
export function QuoteActions({ quote }: { quote: Quote }) {
  return (
    <>
      <ActionsByStatus quote={quote} />
      <DetailCard title="Copy">
        <CopyQuote quote={quote} />
      </DetailCard>
    </>
  );
}

function ActionsByStatus({ quote }: { quote: Quote }) {
  // Kept here, above the status's own actions, so the link stays in view when sending turns a draft into a sent quote.
  const [sent, setSent] = useState<QuoteSent>();
  const sentLink = sent && <SentLink sent={sent} email={sent.quote.customer.email} phone={sent.quote.customer.phone} />;

  if (quote.status === 'draft') return <DraftActions quote={quote} onSent={setSent} />;
  if (quote.status === 'sent' || quote.status === 'viewed') {
    return (
      <DetailCard title="Waiting for the customer">
        {sentLink}
        <p className="text-grey-700">
          {quote.status === 'viewed' ? 'The customer has opened the quote but not yet answered.' : 'The customer has not opened the quote yet.'} Sending again sends the same link: the one sent before
          keeps working.
        </p>
        <SendButton quote={quote} again onSent={setSent} />
      </DetailCard>
    );
  }
  if (quote.status === 'accepted') return <AcceptedActions quote={quote} />;
  return (
    <DetailCard title={quote.status === 'declined' ? 'Declined' : 'Expired'}>
      <p className="text-grey-700">
        {quote.status === 'declined' ? `The customer declined: ${quote.declineReason}` : 'The quote passed its date without an answer.'} Write a new quote if the work is still wanted.
      </p>
    </DetailCard>
  );
}
