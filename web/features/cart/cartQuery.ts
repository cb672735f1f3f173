import { z } from 'zod';
import { cartItemSchema, type CartItem } from '../../../contracts/cart.schemas';
import { apiDelete, apiPost, apiPut } from '../../lib/api';

const cartSchema = z.array(cartItemSchema);

/** Every change answers the whole cart, which becomes the cart the page shows. */
export async function addToCart(productId: string): Promise<CartItem[]> {
  return cartSchema.parse(await apiPost('/cart', { productId }));
}

export async function setCartQuantity({ productId, quantity }: { productId: string; quantity: number }): Promise<CartItem[]> {
  return cartSchema.parse(await apiPut(`/cart/${encodeURIComponent(productId)}`, { quantity }));
}

export async function removeFromCart(productId: string): Promise<CartItem[]> {
  return cartSchema.parse(await apiDelete('/cart', { productId }));
}
