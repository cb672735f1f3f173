import type { CartItem } from './cart';

/**
 * The cart's limits, texts and rules as plain values and functions: the product page shows them before it
 * loads zod (cart.ts builds the schemas from them).
 */

export const maxCartQuantity = 99;

export const cartMessages = {
  added: 'Product added to cart',
  outOfStock: 'Out of stock',
  notInCart: 'This product is not in your cart',
  productNotFound: 'Product not found',
  quantity: `Quantity must be a whole number from 0 to ${maxCartQuantity}`,
  tooMany: `You can order at most ${maxCartQuantity} of one product`,
} as const;

/** What blocks checkout: lines the shop can no longer sell. */
export function unavailableLines(items: CartItem[]): CartItem[] {
  return items.filter((item) => item.soldOut || item.removed);
}
