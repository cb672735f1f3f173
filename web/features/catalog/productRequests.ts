import { z } from 'zod';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { productSchema, type ProductSearch } from '../../../contracts/products';
import { apiGet } from '../../lib/api';

/** Every product query starts with this key, so one invalidation refreshes the shop, the home page and the admin table. */
export const productsQueryKey = ['products'] as const;

/** Products change rarely, and admins' own changes refresh them at once: no second call right after a page is drawn. */
export const catalogueStaleTime = 30_000;

const productListSchema = z.array(productSchema);

export const productListQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'list'],
  queryFn: async () => productListSchema.parse(await apiGet('/products', { defaultMessage: 'Failed to fetch products' })),
  staleTime: catalogueStaleTime,
});

/** The shop's search, sorted and filtered by the server; the whole catalogue when nothing is asked. */
export function productSearchQueryOptions(search: ProductSearch) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'search', search],
    queryFn: async () => {
      const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
      return productListSchema.parse(await apiGet(`/products?${query}`, { defaultMessage: 'Failed to fetch products' }));
    },
    placeholderData: keepPreviousData,
    staleTime: catalogueStaleTime,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'single', id],
    queryFn: async () => productSchema.parse(await apiGet(`/products/single/${encodeURIComponent(id)}`)),
    staleTime: catalogueStaleTime,
  });
}

export const recommendedProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'recommended'],
  queryFn: async () =>
    productListSchema.parse(await apiGet('/products/recommended', { defaultMessage: 'Failed to fetch recommended products' })),
  staleTime: catalogueStaleTime,
});
