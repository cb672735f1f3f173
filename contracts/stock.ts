/**
 * The shop's stock: what the office counts on the shelves, what open payment pages hold, and the words the
 * office and the customer read about it (API.md "Stock and delivery").
 */

/** Why the office changes a product's quantity on hand; `counted` sets it, the others add or take away. */
export const stockAdjustmentReasons = ['received', 'counted', 'damaged', 'returned'] as const;
export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number];

/** Every change to a quantity on hand, the office's and the shop's own (a sale, a part used on a job). */
export const stockMovementReasons = [...stockAdjustmentReasons, 'sold', 'used'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

export const stockReasonLabels: Record<StockMovementReason, string> = {
  received: 'Received',
  counted: 'Counted',
  damaged: 'Damaged',
  returned: 'Returned',
  sold: 'Sold',
  used: 'Used on a job',
};

/** How long a checkout's payment page holds the cart's quantities before the sweep gives them back. */
export const stockHoldMinutes = 30;

export const stockLimits = { maxQuantity: 1_000_000, noteMax: 500 } as const;
// Written out: toLocaleString at import loads the browser's locale data on every page that imports this file.
const maxQuantityText = '1,000,000';

export const stockMessages = {
  /** Checkout asked for more than can be bought now (409). */
  notEnough: (name: string, available: number) => (available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} available`),
  quantity: `Quantity is a whole number from 0 to ${maxQuantityText}`,
  reason: 'Choose why the quantity changes: received, counted, damaged or returned',
  reorderLevel: `Reorder level is a whole number from 0 to ${maxQuantityText}, or empty`,
  note: `Note must be at most ${stockLimits.noteMax} characters`,
  notCounted: 'This product has no stock count yet: record a count or a delivery received first',
  belowZero: (onHand: number) => `Only ${onHand} on hand: the quantity cannot go below 0`,
} as const;

/** The parts a technician reports using on one visit. */
export const partsLimits = { maxParts: 20, maxQuantity: 1000 } as const;

export const partsMessages = {
  part: 'Choose a part from the catalogue',
  quantity: `A part's quantity is a whole number from 1 to ${partsLimits.maxQuantity}`,
  tooMany: `At most ${partsLimits.maxParts} parts on one report`,
  /** The note a part's stock movement carries when fewer were on record than the technician used. */
  shortOnRecord: (used: number, onHand: number) => `${used} used on the job; only ${onHand} were on record`,
} as const;
