import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Product, ProductSearch } from '../../../contracts/products.schemas';
import { apiGet } from '../../lib/api';

/** Every product query starts with this key, so one invalidation refreshes the shop, the home page and the admin table. */
export const productsQueryKey = ['products'] as const;

/** Products change rarely, and admins' own changes refresh them at once: no second call right after a page is drawn. */
export const catalogueStaleTime = 30_000;

/**
 * The shop's reads are answers of our own API, trusted as typed by the contract: parsing them here would put
 * zod into the first download of every public page.
 */
export const productListQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'list'],
  queryFn: async () => (await apiGet('/products', { defaultMessage: 'Failed to fetch products' })) as Product[],
  staleTime: catalogueStaleTime,
});

/** The shop's search, sorted and filtered by the server; the whole catalogue when nothing is asked. */
export function productSearchQueryOptions(search: ProductSearch) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'search', search],
    queryFn: async () => {
      const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
      return (await apiGet(`/products?${query}`, { defaultMessage: 'Failed to fetch products' })) as Product[];
    },
    placeholderData: keepPreviousData,
    staleTime: catalogueStaleTime,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'single', id],
    queryFn: async () => (await apiGet(`/products/single/${encodeURIComponent(id)}`)) as Product,
    staleTime: catalogueStaleTime,
  });
}

export const recommendedProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'recommended'],
  queryFn: async () =>
    (await apiGet('/products/recommended', { defaultMessage: 'Failed to fetch recommended products' })) as Product[],
  staleTime: catalogueStaleTime,
});
