import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Product } from '../../../contracts/products.schemas';
import { changeListedRows } from '../../components/back-office/usePagedList';
import { adminProductList, deleteProduct, productsQueryKey, toggleProductFlag, type ProductFlag } from './api';

/** The table shows the answer at once; every other product view (shop, home, details) reloads when next shown. */
function showInTable(queryClient: QueryClient, change: (product: Product) => Product | undefined) {
  changeListedRows(queryClient, adminProductList(undefined).queryKey, change);
  void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
}

export function useToggleProductFlag(flag: ProductFlag) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => ({ id, value: await toggleProductFlag(flag, id) }),
    onSuccess: ({ id, value }) => showInTable(queryClient, (product) => (product._id === id ? { ...product, [flag]: value } : product)),
    onError: (error) => toast.error(error.message),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => ({ id, message: await deleteProduct(id) }),
    onSuccess: ({ id, message }) => {
      toast.success(message);
      showInTable(queryClient, (product) => (product._id === id ? undefined : product));
    },
    onError: (error) => toast.error(error.message),
  });
}

/** After a product is saved, every product view reloads when next shown. */
export function forgetProducts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: productsQueryKey });
}
