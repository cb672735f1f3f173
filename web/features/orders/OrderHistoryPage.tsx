import { Receipt } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { useAuth } from '../auth';
import { OrderList } from './OrderList';
import { OrdersLoading } from './OrdersLoading';
import { useUserOrders } from './useOrders';

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 px-4 py-12 text-center">
      <Receipt aria-hidden="true" className="size-8 text-grey-600" />
      <p className="mt-3 font-semibold text-navy-900">You havent place any other</p>
      <p className="mt-1 max-w-sm text-grey-600">Orders you place appear here, with their delivery address and payment status.</p>
      <ButtonLink to="/products" className="mt-5">
        Start Shopping
      </ButtonLink>
    </div>
  );
}

function Orders({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);

  if (orders.isPending) return <OrdersLoading />;

  if (orders.isError) {
    return <RetryLine onRetry={() => void orders.refetch()}>Your orders could not be loaded.</RetryLine>;
  }

  if (orders.data.length === 0) return <NoOrders />;

  return <OrderList orders={orders.data} />;
}

export function OrderHistoryPage() {
  const { user } = useAuth();

  // The account guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHeading title="Order History" lead="Every order you have placed, newest first." />
      <Orders userId={user._id} />
    </>
  );
}
