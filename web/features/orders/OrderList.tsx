import { useState } from 'react';
import { Eye } from 'lucide-react';
import { orderNumber } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { Button } from '../../components/Button';
import { formatNaira } from '../../lib/money';
import { OrderDetailsModal } from './OrderDetailsModal';
import { orderDay } from './orderFacts';
import { FulfilmentStatus, OrderStatus } from './OrderStatus';
import { ListTable } from '../../components/back-office/ListTable';

const cell = 'px-4 py-3 text-left';

function ViewDetails({ order, onView }: { order: Order; onView: (order: Order) => void }) {
  return (
    <Button variant="ghost" onClick={() => onView(order)} className="border border-grey-300">
      <Eye aria-hidden="true" className="size-4" />
      View Details<span className="sr-only"> of order {orderNumber(order)}</span>
    </Button>
  );
}

/** A customer's orders as a table with a sticky header on wide screens and as cards on phones; details open in a dialog. */
export function OrderList({ orders }: { orders: readonly Order[] }) {
  const [viewing, setViewing] = useState<Order>();

  return (
    <>
      <ListTable headings={['Order', 'Date', 'Total', 'Status', 'Fulfilment', 'Details']} cellClassName={cell}>
        {orders.map((order) => (
          <tr key={order._id} className="hover:bg-grey-50">
            <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-navy-900`}>
              {orderNumber(order)}
            </th>
            <td className={`${cell} whitespace-nowrap`}>{orderDay(order)}</td>
            <td className={`${cell} font-semibold whitespace-nowrap text-navy-900`}>{formatNaira(order.totalAmount)}</td>
            <td className={cell}>
              <OrderStatus status={order.status} />
            </td>
            <td className={cell}>
              <FulfilmentStatus order={order} />
            </td>
            <td className="px-4 py-2">
              <ViewDetails order={order} onView={setViewing} />
            </td>
          </tr>
        ))}
      </ListTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className="rounded-box border border-grey-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold text-navy-900 tabular-nums">{orderNumber(order)}</p>
                <p className="text-sm text-grey-600">{orderDay(order)}</p>
              </div>
              <OrderStatus status={order.status} />
            </div>
            <div className="mt-2">
              <FulfilmentStatus order={order} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="font-bold text-navy-900 tabular-nums">{formatNaira(order.totalAmount)}</p>
              <ViewDetails order={order} onView={setViewing} />
            </div>
          </li>
        ))}
      </ul>
      <OrderDetailsModal order={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
