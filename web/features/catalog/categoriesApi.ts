import { queryOptions } from '@tanstack/react-query';
import type { Category, CategoryCreateRequest, CategoryMove, CategoryUpdateRequest } from '../../../contracts/categories.schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { catalogueStaleTime, productsQueryKey } from './api';

/** The shop's categories (/api/products/categories): under the products' key, so a saved product refreshes their counts too. */
export const categoriesQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'categories'],
  queryFn: () => apiGet<Category[]>('/products/categories', { defaultMessage: 'Failed to fetch categories' }),
  staleTime: catalogueStaleTime,
});

const categoryPath = (slug: string) => `/products/categories/${encodeURIComponent(slug)}`;

export function createCategory(category: CategoryCreateRequest): Promise<Category> {
  return apiPost<Category>('/products/categories', category);
}

export function updateCategory({ slug, change }: { slug: string; change: CategoryUpdateRequest }): Promise<Category> {
  return apiPut<Category>(categoryPath(slug), change);
}

export function moveCategory({ slug, direction }: { slug: string } & CategoryMove): Promise<Category[]> {
  return apiPost<Category[]>(`${categoryPath(slug)}/move`, { direction });
}

export async function deleteCategory(slug: string): Promise<string> {
  return (await apiDelete<{ message: string }>(categoryPath(slug))).message;
}
