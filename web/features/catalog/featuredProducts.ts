import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../contracts/products.schemas';
import { apiGet } from '../../lib/api';
import { catalogueStaleTime, productsQueryKey } from './productRequests';

export const featuredProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'featured'],
  queryFn: async () => (await apiGet('/products/featured', { defaultMessage: 'Failed to fetch featured products' })) as Product[],
  staleTime: catalogueStaleTime,
});
