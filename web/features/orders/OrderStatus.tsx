import type { FulfilmentStatus as Fulfilment } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { StatusChip, type ChipTone } from '../../components/back-office/StatusChip';

/** SPEC.md section 4: in lists, success green, pending yellow, failed red and anything else grey. */
const paymentTones: Record<string, ChipTone> = { success: 'success', pending: 'warning', failed: 'danger' };

export function OrderStatus({ status }: Pick<Order, 'status'>) {
  return (
    <StatusChip tone={paymentTones[status] ?? 'neutral'} className="capitalize">
      {status}
    </StatusChip>
  );
}

/** The detail view knows two looks only: paid in green, everything else still waiting in yellow. */
export function OrderDetailStatus({ status }: Pick<Order, 'status'>) {
  return (
    <StatusChip tone={status === 'success' ? 'success' : 'warning'} className="capitalize">
      {status}
    </StatusChip>
  );
}

/** A paid order on its way: waiting for the office, on the road, there, or called off. */
const fulfilmentTones: Record<Fulfilment, ChipTone> = { processing: 'warning', shipped: 'info', delivered: 'success', cancelled: 'neutral' };

export function FulfilmentChip({ fulfilmentStatus }: Pick<Order, 'fulfilmentStatus'>) {
  return (
    <StatusChip tone={fulfilmentTones[fulfilmentStatus]} className="capitalize">
      {fulfilmentStatus}
    </StatusChip>
  );
}

/** Only a paid order is fulfilled, so an unpaid one shows no fulfilment at all. */
export function FulfilmentStatus({ order }: { order: Pick<Order, 'status' | 'fulfilmentStatus' | 'trackingNote'> }) {
  if (order.status !== 'success') return null;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <FulfilmentChip fulfilmentStatus={order.fulfilmentStatus} />
      {order.trackingNote && <span className="text-sm break-words text-grey-700">{order.trackingNote}</span>}
    </span>
  );
}

/** A paid product that was sold out or withdrawn when the money came in: the office must call the customer. */
export function StockWarning() {
  return <StatusChip tone="danger">Sold out when paid</StatusChip>;
}
