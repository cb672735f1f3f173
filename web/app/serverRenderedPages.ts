import { matchPath } from 'react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { productQueryOptions, productSearchQueryOptions, recommendedProductsQueryOptions } from '../features/catalog/productRequests';
import { shopSearchOf } from '../features/catalog/shopSearchParams';
import { eventsQueryOptions } from '../features/events/eventRequests';
import { featuredProductsQueryOptions } from '../features/catalog/featuredProducts';

type PageData = (url: URL, params: Record<string, string | undefined>) => FetchQueryOptions<unknown>[];

/**
 * The public pages the server sends fully drawn (fast first paint on a slow phone), each with the answers it
 * would otherwise fetch after loading. Pages behind a sign-in, or carrying a secret token, are drawn in the browser.
 */
const serverRenderedPages: Record<string, PageData> = {
  '/': () => [featuredProductsQueryOptions, eventsQueryOptions] as FetchQueryOptions<unknown>[],
  '/about': () => [],
  '/services': () => [],
  '/book': () => [],
  '/contact': () => [],
  '/products': (url) => [productSearchQueryOptions(shopSearchOf(url.searchParams))] as FetchQueryOptions<unknown>[],
  '/products/details/:id': (_url, params) =>
    [productQueryOptions(params.id ?? ''), recommendedProductsQueryOptions] as FetchQueryOptions<unknown>[],
};

/** The answers a page needs, or undefined when the page is not drawn on the server. */
export function serverRenderedPageData(url: URL): FetchQueryOptions<unknown>[] | undefined {
  for (const [pattern, pageData] of Object.entries(serverRenderedPages)) {
    const match = matchPath(pattern, url.pathname);
    if (match) return pageData(url, match.params);
  }
  return undefined;
}
