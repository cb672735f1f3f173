import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { CartItem } from '../../../contracts/cart.schemas';
import { cartItemCount, cartTotalKobo, unavailableLines } from '../../../contracts/cart';
import { nairaOfKobo } from '../../../contracts/money';
import { Button, ButtonLink } from '../../components/Button';
import { TextLink } from '../../components/TextLink';
import { formatNaira } from '../../lib/money';

/** Number of products, total and the way on; checkout waits until every line can be bought. */
export function CartSummary({ items }: { items: CartItem[] }) {
  const count = cartItemCount(items);
  const blocked = unavailableLines(items).length > 0;
  const headingId = useId();
  const blockedId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-grey-200 bg-grey-50 p-5 lg:sticky lg:top-24">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Order Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-2 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-grey-700">Number of products</dt>
          <dd className="font-semibold text-navy-900">{count}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-grey-200 pt-2">
          <dt className="font-semibold text-navy-900">Total</dt>
          <dd className="text-lg font-bold text-navy-900">{formatNaira(nairaOfKobo(cartTotalKobo(items)))}</dd>
        </div>
      </dl>
      {blocked && (
        <p id={blockedId} className="mt-4 flex gap-2 rounded-box bg-warning-soft p-3 text-sm text-navy-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          Remove the products marked out of stock or no longer available before you check out.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3">
        {blocked ? (
          <Button size="lg" disabled aria-describedby={blockedId}>
            Proceed to Checkout
          </Button>
        ) : (
          <ButtonLink to="/checkout" size="lg">
            Proceed to Checkout
          </ButtonLink>
        )}
        <TextLink to="/products" className="self-center">
          Continue Shopping
        </TextLink>
      </div>
    </section>
  );
}
