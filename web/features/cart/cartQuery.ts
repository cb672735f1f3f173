import { z } from 'zod';
import { cartItemSchema } from '../../../contracts/cart';
import { apiGet } from '../../lib/api';

export const cartQueryKey = ['cart'] as const;

export async function fetchCart() {
  return z.array(cartItemSchema).parse(await apiGet('/cart'));
}
