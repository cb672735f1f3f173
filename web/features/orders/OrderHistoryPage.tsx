import { Receipt } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { PagedList } from '../../components/back-office/PagedList';
import { useAuth } from '../auth';
import { OrderList } from './OrderList';
import { ListLoading } from '../../components/back-office/ListLoading';
import { useUserOrders } from './useOrders';

function Orders({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);
  return (
    <PagedList
      list={orders}
      noun={['order', 'orders']}
      loading={<ListLoading noun="orders" />}
      failure="Your orders could not be loaded."
      empty={
        <ListEmpty icon={Receipt} title="You havent place any other" action={<ButtonLink to="/products">Start Shopping</ButtonLink>}>
          Orders you place appear here, with their delivery address and payment status.
        </ListEmpty>
      }
    >
      {(rows) => <OrderList orders={rows} />}
    </PagedList>
  );
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
