import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { pathTo, type PageKey } from '../../../contracts/pages';
import { isApiError } from '../../lib/api';
import { BackLink } from '../BackLink';
import { PageHeading } from '../PageHeading';
import { RetryLine } from '../RetryLine';
import { Skeleton } from '../Skeleton';
import { useBackToList } from './listReturn';

interface DetailFrameProps<Data> {
  /** The list the page belongs to: the back link returns to it as the office left it (tab, filters, search). */
  list: PageKey;
  /** The back link's words: the list's name. */
  listName: string;
  title: ReactNode;
  lead: ReactNode;
  /** The one thing the page shows, read by its id from the address. */
  query: UseQueryResult<Data>;
  /** Read out while it loads, e.g. 'Loading the order...'. */
  loadingLabel: string;
  /** The shape of what is on its way; two blocks unless the page says otherwise. */
  skeleton?: ReactNode;
  /** Said when there is no such thing (an unknown or malformed id), with where to look instead. */
  missing: string;
  /** Said when it could not be loaded, beside a Try again button. */
  failure: string;
  /** Two columns of cards from 1024 px (`wide`), or one narrower column. */
  width?: 'narrow' | 'wide';
  children: (data: Data) => ReactNode;
}

const widths = { narrow: 'max-w-3xl', wide: 'max-w-5xl' } as const;

/**
 * The frame of every back-office detail page, as ListTable is of the lists: the way back to the list, the
 * heading, then the thing itself, or its loading shape, or why it is not there.
 */
export function DetailFrame<Data>({ list, listName, title, lead, query, loadingLabel, skeleton, missing, failure, width = 'narrow', children }: DetailFrameProps<Data>) {
  const back = useBackToList(pathTo(list));
  const notThere = isApiError(query.error, 400) || isApiError(query.error, 404);
  return (
    <div className={widths[width]}>
      <BackLink to={back} className="mb-4">
        {listName}
      </BackLink>
      <PageHeading title={title} lead={lead} />
      {query.isPending && (
        <div role="status" className="grid gap-6">
          <span className="sr-only">{loadingLabel}</span>
          {skeleton ?? (
            <>
              <Skeleton className="h-96" />
              <Skeleton className="h-48" />
            </>
          )}
        </div>
      )}
      {notThere && <p className="text-grey-700">{missing}</p>}
      {query.isError && !notThere && <RetryLine onRetry={() => void query.refetch()}>{failure}</RetryLine>}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}

/** A detail page's two columns from 1024 px: the thing and what to do with it, then the side cards. */
export function DetailColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">{main}</div>
      <div className="grid min-w-0 gap-6">{side}</div>
    </div>
  );
}
