import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminOrdersQueryOptions, userOrdersQueryOptions } from './api';

/** SPEC.md section 8: an order load failure is only logged, never toasted; the list offers a retry. */
function useLoggedFailure(error: Error | null) {
  useEffect(() => {
    if (error) console.error('Orders could not be loaded', error);
  }, [error]);
}

export function useUserOrders(userId: string) {
  const orders = useQuery(userOrdersQueryOptions(userId));
  useLoggedFailure(orders.error);
  return orders;
}

export function useAdminOrders() {
  const orders = useQuery(adminOrdersQueryOptions);
  useLoggedFailure(orders.error);
  return orders;
}
