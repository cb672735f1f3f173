import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { TextLink } from '../../components/TextLink';

/** Where a new quote or invoice starts: blank, or from a request for work whose customer it carries over. */
export type DocumentStart<Prefill> =
  { state: 'blank' } | { state: 'loading' } | { state: 'failed'; what: 'message' | 'booking'; retry: () => void } | { state: 'ready'; prefill: Prefill; from: string };

/** While the request for work loads, or when it could not be: the way on is to try again or start blank. */
export function DocumentStartWaiting<Prefill>({ start, noun, blankPath }: { start: DocumentStart<Prefill>; noun: 'quote' | 'invoice'; blankPath: string }) {
  if (start.state === 'loading') {
    return (
      <div role="status" className="grid gap-6">
        <span className="sr-only">Loading the customer's details...</span>
        <Skeleton className="h-64" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (start.state !== 'failed') return null;
  return (
    <div className="grid gap-2">
      <RetryLine onRetry={start.retry}>{`The ${start.what} this ${noun} starts from could not be loaded.`}</RetryLine>
      <p className="text-grey-700">
        Or <TextLink to={blankPath}>{`start a blank ${noun}`}</TextLink>.
      </p>
    </div>
  );
}
