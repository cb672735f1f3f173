import type { CartItem } from '../../../contracts/cart.schemas';
import { cartMessages } from '../../../contracts/cart';

/** Why a line cannot be bought, in the words the cart shows; undefined for a line that can. */
export function unavailableReason(item: Pick<CartItem, 'soldOut' | 'removed'>): string | undefined {
  if (item.removed) return 'No longer available';
  if (item.soldOut) return cartMessages.outOfStock;
  return undefined;
}
