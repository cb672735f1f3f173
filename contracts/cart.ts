import { z } from 'zod';
import { productSchema } from './products';

export const maxCartQuantity = 99;

/**
 * A cart line as /api returns it (API.md "Shapes"): every product field plus the quantity. `removed` marks
 * a product the shop deleted after it was added, kept so the customer sees why checkout is blocked.
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
  removed: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartMessages = {
  added: 'Product added to cart',
  outOfStock: 'Out of stock',
  notInCart: 'This product is not in your cart',
  productNotFound: 'Product not found',
  quantity: `Quantity must be a whole number from 0 to ${maxCartQuantity}`,
  tooMany: `You can order at most ${maxCartQuantity} of one product`,
} as const;

const productId = z.uuid({ error: 'Invalid Product Id' });

export const cartAddSchema = z.object({ productId });
export const cartRemoveSchema = z.object({ productId: productId.optional() }).nullish();
export const cartQuantitySchema = z.object({
  quantity: z.number({ error: cartMessages.quantity }).int(cartMessages.quantity).min(0, cartMessages.quantity).max(maxCartQuantity, cartMessages.quantity),
});
export const cartLineParams = z.object({ id: productId });

/** What blocks checkout: lines the shop can no longer sell. */
export function unavailableLines(items: CartItem[]): CartItem[] {
  return items.filter((item) => item.soldOut || item.removed);
}
