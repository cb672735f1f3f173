import { koboOfNaira } from './money';
/**
 * The cart's limits, texts and sums as plain values: the header's badge and the product page use them
 * without loading zod (cart.schemas.ts builds the schemas from them).
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
export function unavailableLines<Line extends { soldOut: boolean; removed: boolean }>(items: Line[]): Line[] {
  return items.filter((item) => item.soldOut || item.removed);
}

export function cartItemCount(items: { quantity: number }[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

export function cartTotalKobo(items: { price: number; quantity: number }[]): number {
  return items.reduce((total, item) => total + koboOfNaira(item.price) * item.quantity, 0);
}
