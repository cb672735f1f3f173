import { z } from 'zod';
import { stockAdjustmentReasons, stockLimits, stockMessages, stockMovementReasons } from './stock';

const wholeQuantity = z.number({ error: stockMessages.quantity }).int(stockMessages.quantity).min(0, stockMessages.quantity).max(stockLimits.maxQuantity, stockMessages.quantity);

/** POST /products/{id}/stock (admin): a count sets the quantity on hand; received and returned add, damaged takes away. */
export const stockAdjustmentSchema = z.object({
  reason: z.enum(stockAdjustmentReasons, { error: stockMessages.reason }),
  quantity: wholeQuantity,
  note: z.string({ error: stockMessages.note }).trim().max(stockLimits.noteMax, stockMessages.note).optional().default(''),
});
export type StockAdjustmentRequest = z.input<typeof stockAdjustmentSchema>;

/** PUT /products/{id}/reorder-level (admin): below it the office is told once; null stops the telling. */
export const reorderLevelSchema = z.object({ reorderLevel: wholeQuantity.nullable() });

export const stockMovementSchema = z.object({
  change: z.number(),
  reason: z.enum(stockMovementReasons),
  onHandAfter: z.number(),
  note: z.string(),
  by: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A product's stock as the office reads it: `onHand` null while it has never been counted (sold as before, by its sold-out switch). */
export const productStockSchema = z.object({
  onHand: z.number().nullable(),
  reserved: z.number(),
  available: z.number().nullable(),
  reorderLevel: z.number().nullable(),
  movements: z.array(stockMovementSchema),
});
export type ProductStock = z.infer<typeof productStockSchema>;
