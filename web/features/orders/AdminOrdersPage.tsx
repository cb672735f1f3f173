import { Receipt } from 'lucide-react';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { OrderList } from './OrderList';
import { OrdersLoading } from './OrdersLoading';
import { ordersExportHref } from './api';
import { useAdminOrders } from './useOrders';
import { CsvLink } from '../../components/back-office/CsvLink';
import { FulfilmentForm } from './FulfilmentForm';

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 bg-white px-4 py-12 text-center">
      <Receipt aria-hidden="true" className="size-8 text-grey-600" />
      <p className="mt-3 font-semibold text-navy-900">No orders yet</p>
      <p className="mt-1 max-w-sm text-grey-600">Orders appear here as soon as a customer checks out, with their payment status.</p>
    </div>
  );
}

export function AdminOrdersPage() {
  const orders = useAdminOrders();

  return (
    <>
      <PageHeading title="Order History" lead="Every order placed in the shop, newest first, with the customer who placed it." />
      <CsvLink href={ordersExportHref}>Download orders (CSV)</CsvLink>
      {orders.isPending && <OrdersLoading />}
      {orders.isError && <RetryLine onRetry={() => void orders.refetch()}>The orders could not be loaded.</RetryLine>}
      {orders.data?.length === 0 && <NoOrders />}
      {orders.data && orders.data.length > 0 && <OrderList orders={orders.data} showCustomer fulfilment={(order) => <FulfilmentForm order={order} />} />}
    </>
  );
}
