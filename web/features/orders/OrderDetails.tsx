import type { Order } from '../../../contracts/orders.schemas';
import { ProductImage } from '../../components/ProductImage';
import { formatNaira } from '../../lib/money';
import { orderDay } from './orderFacts';
import { OrderDetailStatus, StockWarning } from './OrderStatus';

/** What was bought, for how much, where it goes and under which payment reference: the customer's dialog and the admin's page. */
export function OrderDetails({ order }: { order: Order }) {
  const { address } = order;
  return (
    <div className="flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>Placed {orderDay(order)}</span>
        <OrderDetailStatus status={order.status} />
      </p>
      <ul aria-label="Products" className="divide-y divide-grey-200 border-y border-grey-200">
        {order.products.map((line, index) => (
          <li key={`${index}-${line.product._id}`} className="flex items-center gap-3 py-3">
            <ProductImage src={line.product.featuredImage} side={56} sizes="56px" className="size-14 shrink-0 rounded-box border border-grey-200 bg-grey-50 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-navy-900">{line.product.name}</p>
              <p className="text-sm tabular-nums">
                Quantity: {line.quantity} · {formatNaira(line.price)} each
              </p>
              {line.soldOutWhenPaid && <StockWarning />}
            </div>
          </li>
        ))}
      </ul>
      {order.deliveryZone && (
        <p className="flex justify-between gap-4 text-navy-900 tabular-nums">
          <span>Delivery ({order.deliveryZone})</span>
          <span>{order.deliveryFee === 0 ? 'Free' : formatNaira(order.deliveryFee)}</span>
        </p>
      )}
      <p className="flex justify-between gap-4 font-bold text-navy-900 tabular-nums">
        <span>Total</span>
        <span>{formatNaira(order.totalAmount)}</span>
      </p>
      <div>
        <h3 className="font-semibold text-navy-900">Delivery address</h3>
        <address className="mt-1 not-italic">
          {address.street}
          <br />
          {address.city}, {address.state}, {address.country}
          <br />
          <span className="tabular-nums">{address.phone}</span>
        </address>
      </div>
      <p className="text-sm break-all">
        <span className="font-semibold text-navy-900">Reference:</span> {order.reference}
      </p>
    </div>
  );
}
