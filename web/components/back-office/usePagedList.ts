import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiGet, type ApiOptions } from '../../lib/api';

/** A page of a list as the server answers it (API.md "Lists that grow"): the rows under the list's name and the next page's cursor. */
type ListAnswer<Name extends string, Row> = { [key in Name]: Row[] } & { nextCursor: string | null };

/** A page as the browser keeps it, whatever the list's name for its rows. */
export type ListPage<Row> = { rows: Row[]; nextCursor: string | null };

/** A list's filters as the address and the API carry them: words, and no word for no filter. */
export type ListFilters = Readonly<Record<string, string | undefined>>;

/** How many rows a page brings: a phone on a slow network draws 25 compact rows at once, and a tap brings 25 more. */
export const listPageSize = 25;

export interface PagedListSource<Name extends string> {
  /** The list's queries live under this key, with their filters after it: invalidating the key refreshes every page. */
  queryKey: QueryKey;
  /** Where the list is read, without /api: '/orders/admin'. */
  path: string;
  /** The answer's field holding the rows: 'orders'. */
  name: Name;
  filters?: ListFilters;
  pageSize?: number;
  api?: ApiOptions;
}

/** `path?name=value&…` with the empty filters left out: for the API, the CSV exports and links to a filtered list. */
export function addressWith(path: string, filters: ListFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `${path}?${query}` : path;
}

/** The query key under which `source`'s pages are kept, whatever its filters. */
export const pagesKeyOf = (queryKey: QueryKey) => [...queryKey, 'pages'] as const;

/**
 * A list read a page at a time on the server's cursors: the first page, then each next one when asked. While
 * new filters load, the rows of the previous ones stay on screen (dimmed by PagedList) instead of a skeleton.
 */
export function pagedListOptions<Row, Name extends string = string>(source: PagedListSource<Name>) {
  const { queryKey, path, name, filters = {}, pageSize = listPageSize, api } = source;
  return infiniteQueryOptions({
    queryKey: [...pagesKeyOf(queryKey), filters],
    queryFn: async ({ pageParam }): Promise<ListPage<Row>> => {
      const answer = await apiGet<ListAnswer<Name, Row>>(addressWith(path, { ...filters, limit: String(pageSize), cursor: pageParam }), api);
      return { rows: answer[name], nextCursor: answer.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The list's query with every row read so far, in the server's order. */
export function usePagedList<Row, Name extends string = string>(source: PagedListSource<Name>) {
  const query = useInfiniteQuery(pagedListOptions<Row, Name>(source));
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return { ...query, rows };
}

export type PagedListQuery<Row> = ReturnType<typeof usePagedList<Row>>;

/**
 * Shows a change in every page already read of a list, whatever its filters, without asking the server again:
 * `change` answers the row as it now is, or undefined to take it out.
 */
export function changeListedRows<Row>(queryClient: QueryClient, queryKey: QueryKey, change: (row: Row) => Row | undefined) {
  queryClient.setQueriesData<InfiniteData<ListPage<Row>>>(
    { queryKey: pagesKeyOf(queryKey) },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.flatMap((row) => change(row) ?? []) })) },
  );
}

/** A list's first page in the cache, for a page that declares its data (lib/pageData.ts). */
export function ensureFirstPage<Name extends string>(queryClient: QueryClient, source: PagedListSource<Name>) {
  return queryClient.ensureInfiniteQueryData(pagedListOptions(source));
}
