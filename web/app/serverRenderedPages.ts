import { matchPath } from 'react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { pageAt, pages, type PageKey } from '../../contracts/pages';
import { productQueryOptions, productSearchQueryOptions, recommendedProductsQueryOptions } from '../features/catalog/api';
import { shopSearchOf } from '../features/catalog/shopSearchParams';
import { eventsQueryOptions } from '../features/events/api';
import { featuredProductsQueryOptions } from '../features/catalog/api';
import { customerQuoteQueryOptions } from '../features/quotes/api';

type PageData = (url: URL, params: Record<string, string | undefined>) => FetchQueryOptions<unknown>[];

/**
 * The answers each page marked `serverDrawn` in contracts/pages.ts needs, which the server fetches and
 * draws with (fast first paint on a slow phone) instead of the browser fetching them after loading.
 */
const pageData = {
  home: () => [featuredProductsQueryOptions, eventsQueryOptions] as FetchQueryOptions<unknown>[],
  about: () => [],
  services: () => [],
  book: () => [],
  contact: () => [],
  products: (url) => [productSearchQueryOptions(shopSearchOf(url.searchParams))] as FetchQueryOptions<unknown>[],
  product: (_url, params) => [productQueryOptions(params.id ?? ''), recommendedProductsQueryOptions] as FetchQueryOptions<unknown>[],
  // The customer opens the mailed link on a phone: the quote is on screen before any script has run.
  quote: (_url, params) => [customerQuoteQueryOptions({ token: params.token ?? '' })] as FetchQueryOptions<unknown>[],
} satisfies Partial<Record<PageKey, PageData>>;

export const serverRenderedPageKeys = Object.keys(pageData) as (keyof typeof pageData)[];

/** The answers a page needs, or undefined when the page is not drawn on the server. */
export function serverRenderedPageData(url: URL): FetchQueryOptions<unknown>[] | undefined {
  const key = pageAt(url.pathname);
  if (!key || !(key in pageData)) return undefined;
  const load: PageData = pageData[key as keyof typeof pageData];
  return load(url, matchPath(pages[key].path, url.pathname)?.params ?? {});
}
