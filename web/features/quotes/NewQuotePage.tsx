import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { DocumentStartWaiting } from '../documents';
import { QuoteForm } from './QuoteForm';
import { useQuotePrefill, type QuoteStart } from './useQuotePrefill';

export { newQuoteData } from './useQuotePrefill';

function leadOf(start: QuoteStart): string {
  if (start.state === 'ready') return `Started from ${start.from}: check the customer's details, then add the items.`;
  return 'A draft quote: the customer, the items (some may be optional), discount, VAT and deposit. Send it from its page once saved.';
}

/** A new quote, blank or carrying the customer over from an inbox message or a booking. */
export function NewQuotePage() {
  const start = useQuotePrefill();
  return (
    <div className="max-w-3xl">
      <BackLink to={pathTo('adminQuotes')} className="mb-4">
        Quotes
      </BackLink>
      <PageHeading title="New quote" lead={leadOf(start)} />
      <DocumentStartWaiting start={start} noun="quote" blankPath={pathTo('newQuote')} />
      {start.state === 'blank' && <QuoteForm />}
      {start.state === 'ready' && <QuoteForm prefill={start.prefill} />}
    </div>
  );
}
