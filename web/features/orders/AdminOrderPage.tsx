import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { displayOrderId, orderMessages } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { useBackToList } from '../../components/back-office/listReturn';
import { phoneHref } from '../../content/company';
import { isApiError } from '../../lib/api';
import { adminOrderQueryOptions } from './api';
import { FulfilmentForm } from './FulfilmentForm';
import { OrderDetails } from './OrderDetails';
import { FulfilmentChip, StockWarning } from './OrderStatus';
import { PaymentHistory } from './PaymentHistory';
import { useLoggedFailure } from './useOrders';

const contactLink = 'font-semibold break-all text-navy-700 underline underline-offset-2';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Customer({ order }: { order: Order }) {
  return (
    <Card title="Customer">
      <p className="font-semibold text-navy-900">{order.user?.name}</p>
      {order.user && (
        <a href={`mailto:${order.user.email}`} className={contactLink}>
          {order.user.email}
        </a>
      )}
      <a href={phoneHref(order.address.phone)} className={`${contactLink} tabular-nums`}>
        {order.address.phone}
      </a>
    </Card>
  );
}

/** Where a paid order is on its way, and the form that moves it on (each step is mailed to the customer). */
function Fulfilment({ order }: { order: Order }) {
  return (
    <Card title="Fulfilment">
      {order.status === 'success' ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-navy-900">
            Currently <FulfilmentChip fulfilmentStatus={order.fulfilmentStatus} />
            {order.stockWarning && <StockWarning />}
          </p>
          {order.trackingNote && <p className="text-grey-700">Note to the customer: {order.trackingNote}</p>}
          <FulfilmentForm key={`${order.fulfilmentStatus} ${order.trackingNote}`} order={order} />
        </>
      ) : (
        <p className="text-grey-700">This order is not paid, so there is nothing to send yet. Its payment history says what the payment provider reported.</p>
      )}
    </Card>
  );
}

function OrderLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the order...</span>
      <Skeleton className="h-96" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** One order in the back office: what was bought and where it goes, who bought it, its payments, and its fulfilment. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(adminOrderQueryOptions(id));
  useLoggedFailure(order.error);
  const back = useBackToList(pathTo('adminOrders'));
  const missing = isApiError(order.error, 400) || isApiError(order.error, 404);

  return (
    <div className="max-w-5xl">
      <BackLink to={back} className="mb-4">
        Order History
      </BackLink>
      <PageHeading
        title={order.data ? `Order ${displayOrderId(order.data._id, 6)}` : 'Order'}
        lead={order.data ? `Placed by ${order.data.user?.name ?? 'a customer'}: the products, the delivery address, the payments and the fulfilment.` : 'The products, the delivery address, the payments and the fulfilment of this order.'}
      />
      {order.isPending && <OrderLoading />}
      {missing && <p className="text-grey-700">{orderMessages.notFound}. Go back to the Order History to see every order.</p>}
      {order.isError && !missing && <RetryLine onRetry={() => void order.refetch()}>The order could not be loaded.</RetryLine>}
      {order.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Card title="Order">
            <OrderDetails order={order.data} />
            <PaymentHistory orderId={order.data._id} />
          </Card>
          <div className="grid gap-6">
            <Fulfilment order={order.data} />
            <Customer order={order.data} />
          </div>
        </div>
      )}
    </div>
  );
}
