import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { orderNumber, orderMessages } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { DetailCard } from '../../components/back-office/DetailCard';
import { DetailColumns, DetailFrame } from '../../components/back-office/DetailFrame';
import { PhoneActions } from '../../components/back-office/PhoneActions';
import { packingSlipPath } from './api';
import { adminOrderQueryOptions, paymentEventsQueryOptions } from './api';
import { FulfilmentForm } from './FulfilmentForm';
import { OrderDetails } from './OrderDetails';
import { FulfilmentChip, StockWarning } from './OrderStatus';
import { PaymentHistory } from './PaymentHistory';
import { useLoggedFailure } from './useOrders';
import type { PageData } from '../../lib/pageData';

const contactLink = 'font-semibold break-all text-navy-700 underline underline-offset-2';

function Customer({ order }: { order: Order }) {
  return (
    <DetailCard title="Customer">
      <p className="font-semibold text-navy-900">{order.user?.name}</p>
      {order.user && (
        <a href={`mailto:${order.user.email}`} className={contactLink}>
          {order.user.email}
        </a>
      )}
      <PhoneActions phone={order.address.phone} name={order.user?.name ?? 'the customer'} />
    </DetailCard>
  );
}

/** Where a paid order is on its way, and the form that moves it on (each step is mailed to the customer). */
function Fulfilment({ order }: { order: Order }) {
  return (
    <DetailCard title="Fulfilment">
      {order.status === 'success' ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-navy-900">
            Currently <FulfilmentChip fulfilmentStatus={order.fulfilmentStatus} />
            {order.stockWarning && <StockWarning />}
          </p>
          {order.trackingNote && <p className="text-grey-700">Note to the customer: {order.trackingNote}</p>}
          <FulfilmentForm key={`${order.fulfilmentStatus} ${order.trackingNote}`} order={order} />
          <a href={packingSlipPath(order._id)} target="_blank" rel="noreferrer" className={contactLink}>
            Print the packing slip (PDF)<span className="sr-only"> of order {orderNumber(order)}</span>
          </a>
        </>
      ) : (
        <p className="text-grey-700">This order is not paid, so there is nothing to send yet. Its payment history says what the payment provider reported.</p>
      )}
    </DetailCard>
  );
}

/** One order in the back office: what was bought and where it goes, who bought it, its payments, and its fulfilment. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(adminOrderQueryOptions(id));
  useLoggedFailure(order.error);
  return (
    <DetailFrame
      list="adminOrders"
      listName="Order History"
      width="wide"
      title={order.data ? `Order ${orderNumber(order.data)}` : 'Order'}
      lead={
        order.data
          ? `Placed by ${order.data.user?.name ?? 'a customer'}: the products, the delivery address, the payments and the fulfilment.`
          : 'The products, the delivery address, the payments and the fulfilment of this order.'
      }
      query={order}
      loadingLabel="Loading the order..."
      missing={`${orderMessages.notFound}. Go back to the Order History to see every order.`}
      failure="The order could not be loaded."
    >
      {(loaded) => (
        <DetailColumns
          main={
            <DetailCard title="Order">
              <OrderDetails order={loaded} />
              <PaymentHistory orderId={loaded._id} />
            </DetailCard>
          }
          side={
            <>
              <Fulfilment order={loaded} />
              <Customer order={loaded} />
            </>
          }
        />
      )}
    </DetailFrame>
  );
}

/** The order, and its payments (PaymentHistory). */
export const adminOrderData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(adminOrderQueryOptions(params.id ?? '')),
  queryClient.ensureQueryData(paymentEventsQueryOptions(params.id ?? '')),
];
