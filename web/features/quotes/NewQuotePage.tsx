import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { TextLink } from '../../components/TextLink';
import { QuoteForm } from './QuoteForm';
import { useQuotePrefill, type QuoteStart } from './useQuotePrefill';

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
      {start.state === 'loading' && (
        <div role="status" className="grid gap-6">
          <span className="sr-only">Loading the customer's details...</span>
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
        </div>
      )}
      {start.state === 'failed' && (
        <div className="grid gap-2">
          <RetryLine onRetry={start.retry}>{`The ${start.what} this quote starts from could not be loaded.`}</RetryLine>
          <p className="text-grey-700">
            Or <TextLink to={pathTo('newQuote')}>start a blank quote</TextLink>.
          </p>
        </div>
      )}
      {start.state === 'blank' && <QuoteForm />}
      {start.state === 'ready' && <QuoteForm prefill={start.prefill} />}
    </div>
  );
}
