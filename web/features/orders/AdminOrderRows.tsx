import { Link } from 'react-router';
import { orderNumber } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { pathTo } from '../../../contracts/pages';
import { useListLinkState } from '../../components/back-office/listReturn';
import type { RowSelection } from '../../components/back-office/rowSelection';
import { formatNaira } from '../../lib/money';
import { orderDay } from './orderFacts';
import { FulfilmentChip, OrderStatus, StockWarning } from './OrderStatus';
import { ListTable } from '../../components/back-office/ListTable';
import { PhoneActions } from '../../components/back-office/PhoneActions';

/** A paid order not yet delivered nor cancelled can be moved on with others at once. */
export function canShip(order: Order): boolean {
  return order.status === 'success' && (order.fulfilmentStatus === 'processing' || order.fulfilmentStatus === 'shipped');
}

const cell = 'px-3 py-2.5 text-left';
const linkClassName = 'font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2 hover:text-navy-950';

function OrderLink({ order }: { order: Order }) {
  const state = useListLinkState();
  return (
    <Link to={pathTo('adminOrder', { id: order._id })} state={state} className={linkClassName}>
      {orderNumber(order)}
    </Link>
  );
}

/** Payment, then where a paid order is on its way, then a warning the office must act on. */
function Chips({ order }: { order: Order }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <OrderStatus status={order.status} />
      {order.status === 'success' && <FulfilmentChip fulfilmentStatus={order.fulfilmentStatus} />}
      {order.stockWarning && <StockWarning />}
    </span>
  );
}

/** A 44 px target around a checkbox, named for its order. */
function SelectBox({ order, selection }: { order: Order; selection: RowSelection }) {
  if (!canShip(order)) return null;
  return (
    <label className="-m-2.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-navy-700"
        aria-label={`Select order ${orderNumber(order)}`}
        checked={selection.isSelected(order._id)}
        onChange={() => selection.toggle(order._id)}
      />
    </label>
  );
}

function SelectEvery({ orders, selection }: { orders: readonly Order[]; selection: RowSelection }) {
  const ids = orders.filter(canShip).map((order) => order._id);
  if (ids.length === 0) return null;
  const every = ids.every((id) => selection.isSelected(id));
  return (
    <label className="-m-2.5 inline-flex size-11 cursor-pointer items-center justify-center">
      <input type="checkbox" className="size-5 accent-navy-700" aria-label="Select every order shown that can be shipped" checked={every} onChange={() => selection.change(ids, !every)} />
    </label>
  );
}

function Customer({ order }: { order: Order }) {
  if (!order.user) return null;
  return (
    <>
      <span className="block font-medium text-navy-900">{order.user.name}</span>
      <span className="block break-all text-grey-600">{order.user.email}</span>
      <span className="mt-1.5 block">
        <PhoneActions phone={order.address.phone} name={order.user.name} />
      </span>
    </>
  );
}

interface AdminOrderRowsProps {
  orders: readonly Order[];
  selection: RowSelection;
}

/**
 * The Order History's rows, one line each: a box to tick paid orders for shipping together, the order (its
 * page holds the lines, the payments and the fulfilment form), the customer, the day, the total and the
 * state in chips. A table with a sticky header on wide screens, cards on phones.
 */
export function AdminOrderRows({ orders, selection }: AdminOrderRowsProps) {
  return (
    <>
      <ListTable
        headings={['Order', 'Customer', 'Placed', 'Total', 'Status']}
        cellClassName={cell}
        lead={
          <td className="w-11 px-3 py-2">
            <SelectEvery orders={orders} selection={selection} />
          </td>
        }
      >
        {orders.map((order) => (
          <tr key={order._id} className={selection.isSelected(order._id) ? 'bg-navy-50' : 'hover:bg-grey-50'}>
            <td className="px-3 py-2">
              <SelectBox order={order} selection={selection} />
            </td>
            <th scope="row" className={cell}>
              <OrderLink order={order} />
            </th>
            <td className={cell}>
              <Customer order={order} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{orderDay(order)}</td>
            <td className={`${cell} font-semibold whitespace-nowrap text-navy-900`}>{formatNaira(order.totalAmount)}</td>
            <td className={cell}>
              <Chips order={order} />
            </td>
          </tr>
        ))}
      </ListTable>
      <ul aria-label="Orders" className="flex flex-col gap-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className={`rounded-box border p-4 ${selection.isSelected(order._id) ? 'border-navy-700 bg-navy-50' : 'border-grey-200 bg-white'}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <SelectBox order={order} selection={selection} />
                <div className="min-w-0">
                  <OrderLink order={order} />
                  <p className="text-sm text-grey-600">{orderDay(order)}</p>
                </div>
              </div>
              <p className="font-bold text-navy-900 tabular-nums">{formatNaira(order.totalAmount)}</p>
            </div>
            <div className="mt-2 text-sm">
              <Customer order={order} />
            </div>
            <div className="mt-2">
              <Chips order={order} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
