import { z } from 'zod';
import { productSchema } from './products';

/** A cart line as /api returns it (API.md "Shapes"): every product field plus the quantity. */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;
