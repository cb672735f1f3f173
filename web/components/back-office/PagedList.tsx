import { useEffect, useRef, type ReactNode } from 'react';
import { countText, type BoundedCount } from '../../../contracts/lists';
import { isApiError } from '../../lib/api';
import { Button } from '../Button';
import { RetryLine } from '../RetryLine';
import { inTurn } from '../../page-life/inTurn';
import type { PagedListQuery } from './usePagedList';

/** What the rows are called, one and many: ['order', 'orders']. */
export type ListNoun = readonly [one: string, many: string];

interface PagedListProps<Row> {
  list: PagedListQuery<Row>;
  noun: ListNoun;
  /** How many rows the whole list holds, when it is known (a tab's count): 'Showing 25 of 120 orders', 'of 1,000+'. */
  total?: BoundedCount;
  /** The skeleton of the rows on their way. */
  loading: ReactNode;
  /** The quiet line shown when the first page could not be read: 'The orders could not be loaded.' */
  failure: string;
  /** What an empty list says: nothing yet, nothing in this tab, or nothing matching these filters (ListEmpty). */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

function countLine(shown: number, more: boolean, [one, many]: ListNoun, total: BoundedCount | undefined): string {
  if (more) return total !== undefined && (total.over || total.count >= shown) ? `Showing ${shown} of ${countText(total)} ${many}` : `Showing the first ${shown} ${many}`;
  return shown === 1 ? `Showing 1 ${one}` : `Showing all ${shown} ${many}`;
}

/**
 * The end of a list: how much of it is shown, and a button that brings the next page. The count is a live
 * region, so a screen reader hears 'Showing 50 of 120 orders' once more rows have come; when the last page
 * takes the button away, the focus moves to that line instead of being lost.
 */
function MoreRows<Row>({ list, noun, total }: Pick<PagedListProps<Row>, 'list' | 'noun' | 'total'>) {
  const line = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!list.hasNextPage && asked.current && document.activeElement === document.body) line.current?.focus();
  }, [list.hasNextPage]);

  const many = noun[1];
  const staleCursor = isApiError(list.error, 400);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p ref={line} role="status" tabIndex={-1} className="text-sm text-grey-700 tabular-nums outline-none">
        {countLine(list.rows.length, list.hasNextPage, noun, total)}
      </p>
      {list.isFetchNextPageError ? (
        <RetryLine onRetry={() => void (staleCursor ? list.refetch() : list.fetchNextPage())}>{staleCursor && list.error ? list.error.message : `More ${many} could not be loaded.`}</RetryLine>
      ) : (
        list.hasNextPage && (
          // aria-disabled rather than disabled: a disabled button drops the focus of the one who pressed it.
          <Button
            variant="ghost"
            className="border border-grey-300"
            aria-disabled={list.isFetchingNextPage}
            onClick={() => {
              if (list.isFetchingNextPage) return;
              asked.current = true;
              void list.fetchNextPage();
            }}
          >
            {list.isFetchingNextPage ? `Loading more ${many}...` : `Show more ${many}`}
          </Button>
        )
      )}
    </div>
  );
}

/** A list's rows take the server's page over in a turn of their own, after the heading, tabs and filters above them. */
const RowsInTurn = inTurn(function Rows({ draw }: { draw: () => ReactNode }) {
  return draw();
});

/**
 * A list read a page at a time (usePagedList), in each of its states: loading, failed, empty, and its rows
 * with the way to the next page. While other filters load, the rows shown are dimmed and marked busy.
 */
export function PagedList<Row>({ list, noun, total, loading, failure, empty, children }: PagedListProps<Row>) {
  if (list.isPending) return loading;
  if (list.isError && !list.isFetchNextPageError && list.rows.length === 0) return <RetryLine onRetry={() => void list.refetch()}>{failure}</RetryLine>;
  if (list.rows.length === 0) return list.isPlaceholderData ? loading : empty;
  return (
    <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity motion-reduce:transition-none' : undefined}>
      <RowsInTurn draw={() => children(list.rows)} />
      <MoreRows list={list} noun={noun} total={total} />
    </div>
  );
}
