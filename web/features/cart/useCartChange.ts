import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { CartItem } from '../../../contracts/cart.schemas';
import { cartQueryKey } from './api';

/** A cart change whose answer, the whole cart, replaces the one on screen; a failure is toasted. */
export function useCartChange<T>(change: (input: T) => Promise<CartItem[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
    onError: (error) => toast.error(error.message),
  });
}
