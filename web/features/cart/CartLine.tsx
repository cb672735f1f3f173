import { Link } from 'react-router';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartItem } from '../../../contracts/cart.schemas';
import { cartTotalKobo, maxCartQuantity } from '../../../contracts/cart';
import { nairaOfKobo } from '../../../contracts/money';
import { ProductImage } from '../../components/ProductImage';
import { formatNaira } from '../../lib/money';
import { removeFromCart, setCartQuantity } from './api';
import { firstSentence } from './firstSentence';
import { unavailableReason } from './unavailableReason';
import { useCartChange } from './useCartChange';

const stepButton = 'inline-flex size-11 items-center justify-center text-navy-900 hover:bg-grey-100 disabled:cursor-not-allowed disabled:opacity-40';

/** One product in the cart. Minus at 1 sets the quantity to 0, which takes the line out (SPEC.md section 4). */
export function CartLine({ item }: { item: CartItem }) {
  const quantity = useCartChange(setCartQuantity);
  const remove = useCartChange(removeFromCart);
  const busy = quantity.isPending || remove.isPending;
  const reason = unavailableReason(item);
  const setTo = (next: number) => quantity.mutate({ productId: item._id, quantity: next });

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <ProductImage
        src={item.featuredImage}
        side={96}
        sizes="96px"
        className={`size-20 shrink-0 rounded-box border border-grey-200 bg-grey-50 object-cover sm:size-24 ${reason ? 'opacity-60' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-navy-900">
              {item.removed ? (
                item.name
              ) : (
                <Link to={`/products/details/${item._id}`} className="hover:underline">
                  {item.name}
                </Link>
              )}
            </h3>
            {item.description && <p className="mt-0.5 text-sm text-grey-600">{firstSentence(item.description)}</p>}
            {reason && <p className="mt-1 inline-flex rounded-box bg-danger-soft px-2 py-0.5 text-sm font-semibold text-danger">{reason}</p>}
          </div>
          <p className="shrink-0 text-right font-bold text-navy-900 tabular-nums">
            {formatNaira(nairaOfKobo(cartTotalKobo([item])))}
            {item.quantity > 1 && <span className="block text-sm font-normal text-grey-600">{formatNaira(item.price)} each</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={`Quantity of ${item.name}`} className="inline-flex items-center overflow-hidden rounded-box border border-grey-300">
            <button
              type="button"
              aria-label={item.quantity <= 1 ? `One less: takes ${item.name} out of the cart` : 'One less'}
              disabled={busy || item.removed}
              onClick={() => setTo(item.quantity - 1)}
              className={stepButton}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="min-w-10 text-center font-semibold tabular-nums">
              {item.quantity}
            </output>
            <button type="button" aria-label="One more" disabled={busy || reason !== undefined || item.quantity >= maxCartQuantity} onClick={() => setTo(item.quantity + 1)} className={stepButton}>
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(item._id)}
            className="inline-flex min-h-11 items-center gap-2 rounded-box px-3 text-sm font-semibold text-danger hover:bg-danger-soft disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
