import { useQuery } from '@tanstack/react-query';
import { cartItemCount } from '../../../contracts/cart';
import { useAuth } from '../auth';
import { cartQueryKey, fetchCart } from './api';

/** The signed-in user's cart; nothing is fetched for a visitor (SPEC.md section 2). */
export function useCart() {
  const { user } = useAuth();
  const cart = useQuery({ queryKey: cartQueryKey, queryFn: fetchCart, enabled: user !== null });
  const items = cart.data ?? [];
  return { items, itemCount: cartItemCount(items), isLoading: cart.isLoading, isError: cart.isError, refetch: cart.refetch };
}
