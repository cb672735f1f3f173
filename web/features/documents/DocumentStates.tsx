import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { company, phoneHref } from '../../content/company';
import { PageHero } from '../../components/PageHero';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { isApiError } from '../../lib/api';
import { useDocumentAccess, usePaymentReturn, type PaymentReturn } from './access';
import type { DocumentAccess } from './api';
import { DocumentFrame } from './DocumentParts';

/** The size of a quote or an invoice on its way: heading, facts, three lines and the totals. */
export function DocumentSkeleton({ label }: { label: string }) {
  return (
    <DocumentFrame>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid gap-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-6 w-full max-w-md" />
      </div>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
      <Skeleton className="ml-auto h-32 w-full max-w-sm" />
    </DocumentFrame>
  );
}

/**
 * A link that opens nothing (a wrong token, not the customer's document) says so in the server's
 * words; a failure on the way offers to try again.
 */
export function DocumentUnavailable({ kind, error, onRetry }: { kind: 'quote' | 'invoice'; error: Error; onRetry: () => void }) {
  if (isApiError(error, 404) || isApiError(error, 400)) {
    return (
      <PageHero title={`We could not open this ${kind}`} lead={error.message}>
        <a href={phoneHref(company.phones[0])} className="font-semibold text-white underline underline-offset-2">
          Call us on {company.phones[0]}
        </a>
      </PageHero>
    );
  }
  return (
    <DocumentFrame>
      <h1 className="text-2xl font-bold text-navy-900">Your {kind}</h1>
      <RetryLine onRetry={onRetry}>{`Your ${kind} could not be loaded.`}</RetryLine>
    </DocumentFrame>
  );
}

interface CustomerDocumentPageProps<Document, Key extends QueryKey> {
  kind: 'quote' | 'invoice';
  /** The document's query, by the private link's token or the signed-in customer's id. */
  optionsOf: (access: DocumentAccess) => UseQueryOptions<Document, Error, Document, Key> & { queryKey: Key };
  /** The document, how the customer reached it, and what the card provider said on their way back. */
  children: (document: Document, reached: { access: DocumentAccess; payment: PaymentReturn }) => ReactNode;
}

/**
 * The customer's page of a quote or an invoice, by the mailed link or in the account, as DetailFrame is the
 * office's: its loading shape, why it cannot be opened, or the document, with the payment checked on return.
 */
export function CustomerDocumentPage<Document, Key extends QueryKey>({ kind, optionsOf, children }: CustomerDocumentPageProps<Document, Key>) {
  const access = useDocumentAccess();
  const options = optionsOf(access);
  const document = useQuery(options);
  const payment = usePaymentReturn(options.queryKey);

  if (document.isPending) return <DocumentSkeleton label={`Loading your ${kind}...`} />;
  if (document.isError) return <DocumentUnavailable kind={kind} error={document.error} onRetry={() => void document.refetch()} />;
  return children(document.data, { access, payment });
}
