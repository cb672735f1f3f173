import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { productSchema } from '../../../contracts/products';
import { apiGet } from '../../lib/api';
import { catalogueStaleTime, productsQueryKey } from '../catalog/productRequests';

export const featuredProductsQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'featured'],
  queryFn: async () =>
    z.array(productSchema).parse(await apiGet('/products/featured', { defaultMessage: 'Failed to fetch featured products' })),
  staleTime: catalogueStaleTime,
});
