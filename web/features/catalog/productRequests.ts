import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { productSchema } from '../../../contracts/products';
import { apiGet } from '../../lib/api';

/** Every product query starts with this key, so one invalidation refreshes the shop, the home page and the admin table. */
export const productsQueryKey = ['products'] as const;

const productListSchema = z.array(productSchema);

export const productListQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'list'],
  queryFn: async () => productListSchema.parse(await apiGet('/products', { defaultMessage: 'Failed to fetch products' })),
});

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'single', id],
    queryFn: async () => productSchema.parse(await apiGet(`/products/single/${encodeURIComponent(id)}`)),
  });
}

export const recommendedProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'recommended'],
  queryFn: async () =>
    productListSchema.parse(await apiGet('/products/recommended', { defaultMessage: 'Failed to fetch recommended products' })),
});
