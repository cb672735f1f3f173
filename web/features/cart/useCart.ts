import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { cartQueryKey, fetchCart } from './cartQuery';

/** The signed-in user's cart; nothing is fetched for a visitor (SPEC.md section 2). */
export function useCart() {
  const { user } = useAuth();
  const cart = useQuery({ queryKey: cartQueryKey, queryFn: fetchCart, enabled: user !== null });
  const items = cart.data ?? [];
  const itemCount = items.reduce((count, item) => count + item.quantity, 0);
  return { items, itemCount, isLoading: cart.isLoading };
}
