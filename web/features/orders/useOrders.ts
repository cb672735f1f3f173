import { useEffect } from 'react';
import type { Order, OrderFilters } from '../../../contracts/orders.schemas';
import { usePagedList } from '../../components/back-office/usePagedList';
import { adminOrderList, userOrderList } from './api';

/** SPEC.md section 8: an order load failure is only logged, never toasted; the list offers a retry. */
export function useLoggedFailure(error: Error | null) {
  useEffect(() => {
    if (error) console.error('Orders could not be loaded', error);
  }, [error]);
}

export function useUserOrders(userId: string) {
  const orders = usePagedList<Order, 'orders'>(userOrderList(userId));
  useLoggedFailure(orders.error);
  return orders;
}

export function useAdminOrders(filters: OrderFilters) {
  const orders = usePagedList<Order, 'orders'>(adminOrderList(filters));
  useLoggedFailure(orders.error);
  return orders;
}
