import type { CartItem } from '../../../contracts/cart.schemas';
import { cartItemCount, cartTotalKobo } from '../../../contracts/cart';
import { nairaOfKobo } from '../../../contracts/money';
import { formatNaira } from '../../lib/money';

/** Delivery as priced before payment: the zone and its fee, unknown until an address is chosen, or not deliverable. */
export type DeliveryLine = { zone: string; feeKobo: number } | 'choose' | 'unknown';

/** What the customer is about to pay for: each line, the number of products, delivery and the total. */
export function CheckoutSummary({ items, delivery }: { items: CartItem[]; delivery: DeliveryLine }) {
  const feeKobo = typeof delivery === 'object' ? delivery.feeKobo : 0;
  return (
    <div>
      <h2 className="text-lg font-bold text-navy-900">Your order</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item._id} className="flex justify-between gap-4">
            <span className="min-w-0 text-grey-700">
              {item.name} <span className="whitespace-nowrap tabular-nums">× {item.quantity}</span>
            </span>
            <span className="shrink-0 font-semibold text-navy-900 tabular-nums">{formatNaira(nairaOfKobo(cartTotalKobo([item])))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-2 border-t border-grey-200 pt-3 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-grey-700">Number of products</dt>
          <dd className="font-semibold text-navy-900">{cartItemCount(items)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-grey-700">{typeof delivery === 'object' ? `Delivery (${delivery.zone})` : 'Delivery'}</dt>
          <dd className="text-right font-semibold text-navy-900">
            {typeof delivery === 'object' ? (delivery.feeKobo === 0 ? 'Free' : formatNaira(nairaOfKobo(delivery.feeKobo))) : delivery === 'choose' ? 'Choose an address' : 'Not available'}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-navy-900">Total</dt>
          <dd className="text-lg font-bold text-navy-900">{formatNaira(nairaOfKobo(cartTotalKobo(items) + feeKobo))}</dd>
        </div>
      </dl>
    </div>
  );
}
