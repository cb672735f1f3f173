import type { CartItem } from '../../../contracts/cart.schemas';
import { apiGet } from '../../lib/api';

export const cartQueryKey = ['cart'] as const;

/** The header's badge reads the cart on every page: trusted as typed, so zod stays out of the first download. */
export async function fetchCart(): Promise<CartItem[]> {
  return (await apiGet('/cart')) as CartItem[];
}
