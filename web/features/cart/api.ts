import type { CartItem } from '../../../contracts/cart.schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

/** The signed-in user's cart (/api/cart): every change answers the whole cart, which becomes the one on screen. */

export const cartQueryKey = ['cart'] as const;

export function fetchCart(): Promise<CartItem[]> {
  return apiGet<CartItem[]>('/cart');
}

export function addToCart(productId: string): Promise<CartItem[]> {
  return apiPost<CartItem[]>('/cart', { productId });
}

export function setCartQuantity({ productId, quantity }: { productId: string; quantity: number }): Promise<CartItem[]> {
  return apiPut<CartItem[]>(`/cart/${encodeURIComponent(productId)}`, { quantity });
}

export function removeFromCart(productId: string): Promise<CartItem[]> {
  return apiDelete<CartItem[]>('/cart', { productId });
}
