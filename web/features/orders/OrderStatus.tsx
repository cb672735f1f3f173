import type { Order } from '../../../contracts/orders';

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
