/** Counting a cart needs no schema: kept apart so the header's cart badge does not load zod. */

export function cartItemCount(items: { quantity: number }[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

export function cartTotalKobo(items: { price: number; quantity: number }[]): number {
  return items.reduce((total, item) => total + Math.round(item.price * 100) * item.quantity, 0);
}
