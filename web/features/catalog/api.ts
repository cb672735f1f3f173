import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Product, ProductCreateRequest, ProductSearch, ProductUpdateRequest } from '../../../contracts/products.schemas';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '../../lib/api';
import type { PagedListSource } from '../../components/back-office/usePagedList';

/** The catalogue (/api/products): read by every visitor, changed by admins. */

/** Every product query starts with this key, so one invalidation refreshes the shop, the home page and the admin table. */
export const productsQueryKey = ['products'] as const;

/** Products change rarely, and admins' own changes refresh them at once: no second call right after a page is drawn. */
export const catalogueStaleTime = 30_000;

/** SPEC.md section 8 defaults. */
export const catalogueTexts = {
  fetchFailed: 'Failed to fetch products',
  featuredFailed: 'Failed to fetch featured products',
  recommendedFailed: 'Failed to fetch recommended products',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
} as const;

/** The admin's product table, newest first, a page at a time, found by any part of the name. */
export function adminProductList(q: string | undefined): PagedListSource<'products'> {
  return { queryKey: [...productsQueryKey, 'admin'], path: '/products/admin', name: 'products', filters: { q }, api: { defaultMessage: catalogueTexts.fetchFailed } };
}

/** The shop's search, sorted and filtered by the server; the whole catalogue when nothing is asked. */
export function productSearchQueryOptions(search: ProductSearch) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'search', search],
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
      return apiGet<Product[]>(`/products?${query}`, { defaultMessage: catalogueTexts.fetchFailed });
    },
    placeholderData: keepPreviousData,
    staleTime: catalogueStaleTime,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'single', id],
    queryFn: () => apiGet<Product>(`/products/single/${encodeURIComponent(id)}`),
    staleTime: catalogueStaleTime,
  });
}

export const recommendedProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'recommended'],
  queryFn: () => apiGet<Product[]>('/products/recommended', { defaultMessage: catalogueTexts.recommendedFailed }),
  staleTime: catalogueStaleTime,
});

export const featuredProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'featured'],
  queryFn: () => apiGet<Product[]>('/products/featured', { defaultMessage: catalogueTexts.featuredFailed }),
  staleTime: catalogueStaleTime,
});

/** The raw form values travel as they are: the server reads the price itself (API.md). */
export function createProduct(product: ProductCreateRequest): Promise<Product> {
  return apiPost<Product>('/products', product);
}

export function updateProduct({ id, product }: { id: string; product: ProductUpdateRequest }): Promise<Product> {
  return apiPut<Product>(`/products/update/${encodeURIComponent(id)}`, product, { defaultMessage: catalogueTexts.updateFailed });
}

export type ProductFlag = 'isFeatured' | 'soldOut';

const flagPaths: Record<ProductFlag, string> = { isFeatured: 'togglefeatured', soldOut: 'soldout' };

/** Each toggle answers the flag's new value. */
export async function toggleProductFlag(flag: ProductFlag, id: string): Promise<boolean> {
  const answer = await apiPatch<Partial<Record<ProductFlag, boolean>>>(`/products/${flagPaths[flag]}/${encodeURIComponent(id)}`, undefined, { defaultMessage: catalogueTexts.updateFailed });
  return answer[flag] === true;
}

export async function deleteProduct(id: string): Promise<string> {
  return (await apiDelete<{ message: string }>(`/products/${encodeURIComponent(id)}`, undefined, { defaultMessage: catalogueTexts.deleteFailed })).message;
}
