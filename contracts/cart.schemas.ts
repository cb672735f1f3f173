import { z } from 'zod';
import { cartMessages, maxCartQuantity } from './cart';
import { productSchema } from './products.schemas';

/**
 * A cart line as /api returns it (API.md "Shapes"): every product field plus the quantity. `removed` marks
 * a product the shop deleted after it was added, kept so the customer sees why checkout is blocked.
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
  removed: z.boolean(),
});

export type CartItem = z.infer<typeof cartItemSchema>;

const productId = z.uuid({ error: 'Invalid Product Id' });

export const cartAddSchema = z.object({ productId });

export const cartRemoveSchema = z.object({ productId: productId.optional() }).nullish();

export const cartQuantitySchema = z.object({
  quantity: z.number({ error: cartMessages.quantity }).int(cartMessages.quantity).min(0, cartMessages.quantity).max(maxCartQuantity, cartMessages.quantity),
});

export const cartLineParams = z.object({ id: productId });
