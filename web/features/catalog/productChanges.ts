import { z } from 'zod';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { productSchema, type Product, type ProductCreateRequest, type ProductUpdateRequest } from '../../../contracts/products.schemas';
import { apiDelete, apiPatch, apiPost, apiPut } from '../../lib/api';
import { productListQueryOptions, productsQueryKey } from './productRequests';

/** SPEC.md section 8 defaults for the admin's product changes. */
const failedToUpdate = 'Failed to update product';
const failedToDelete = 'Failed to delete product';

export type ProductFlag = 'isFeatured' | 'soldOut';

const flagPaths: Record<ProductFlag, string> = { isFeatured: 'togglefeatured', soldOut: 'soldout' };

/** Each toggle answers the flag's new value, which the table adopts. */
const flagAnswers: Record<ProductFlag, z.ZodType<boolean>> = {
  isFeatured: z.object({ isFeatured: z.boolean() }).transform((answer) => answer.isFeatured),
  soldOut: z.object({ soldOut: z.boolean() }).transform((answer) => answer.soldOut),
};

/** The table shows the answer at once; every other product view (shop, home, details) reloads when next shown. */
function showInTable(queryClient: QueryClient, change: (products: Product[]) => Product[]) {
  queryClient.setQueryData(productListQueryOptions.queryKey, (products) => products && change(products));
  void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
}

export function useToggleProductFlag(flag: ProductFlag) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = await apiPatch(`/products/${flagPaths[flag]}/${encodeURIComponent(id)}`, undefined, { defaultMessage: failedToUpdate });
      return { id, value: flagAnswers[flag].parse(answer) };
    },
    onSuccess: ({ id, value }) =>
      showInTable(queryClient, (products) => products.map((product) => (product._id === id ? { ...product, [flag]: value } : product))),
    onError: (error) => toast.error(error.message),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = z.object({ message: z.string() }).parse(await apiDelete(`/products/${encodeURIComponent(id)}`, undefined, { defaultMessage: failedToDelete }));
      return { id, message: answer.message };
    },
    onSuccess: ({ id, message }) => {
      toast.success(message);
      showInTable(queryClient, (products) => products.filter((product) => product._id !== id));
    },
    onError: (error) => toast.error(error.message),
  });
}

/** The raw form values travel as they are: the server reads the price itself (API.md). */
export async function createProduct(product: ProductCreateRequest): Promise<Product> {
  return productSchema.parse(await apiPost('/products', product));
}

export async function updateProduct({ id, product }: { id: string; product: ProductUpdateRequest }): Promise<Product> {
  return productSchema.parse(await apiPut(`/products/update/${encodeURIComponent(id)}`, product, { defaultMessage: failedToUpdate }));
}

/** After a product is saved, every product view reloads when next shown. */
export function forgetProducts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: productsQueryKey });
}
