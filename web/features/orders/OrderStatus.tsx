import type { Order } from '../../../contracts/orders.schemas';

const badge = 'inline-flex rounded-box px-2 py-0.5 text-sm font-semibold capitalize';

/** SPEC.md section 4: in lists, success green, pending yellow, failed red and anything else grey. */
const listLooks: Record<string, string> = {
  success: 'bg-success-soft text-success',
  pending: 'bg-warning-soft text-warning',
  failed: 'bg-danger-soft text-danger',
};
const otherLook = 'bg-grey-100 text-grey-700';

export function OrderStatus({ status }: Pick<Order, 'status'>) {
  return <span className={`${badge} ${listLooks[status] ?? otherLook}`}>{status}</span>;
}

/** The detail view knows two looks only: paid in green, everything else still waiting in yellow. */
export function OrderDetailStatus({ status }: Pick<Order, 'status'>) {
  const look = status === 'success' ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning';
  return <span className={`${badge} ${look}`}>{status}</span>;
}

/** Only a paid order is fulfilled, so an unpaid one shows no fulfilment at all. */
export function FulfilmentStatus({ order }: { order: Pick<Order, 'status' | 'fulfilmentStatus' | 'trackingNote'> }) {
  if (order.status !== 'success') return null;
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span className={`${badge} bg-navy-100 text-navy-900`}>{order.fulfilmentStatus}</span>
      {order.trackingNote && <span className="text-sm break-words text-grey-700">{order.trackingNote}</span>}
    </span>
  );
}

/** A paid product that was sold out or withdrawn when the money came in: the office must call the customer. */
export function StockWarning() {
  return <span className={`${badge} bg-danger-soft text-danger normal-case`}>Sold out when paid</span>;
}
