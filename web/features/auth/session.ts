import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { userSchema, type User } from '../../../contracts/auth';
import { apiGet } from '../../lib/api';
import { addressesQueryKey } from '../account/addressRequests';
import { cartQueryKey } from '../cart/cartQuery';
import { ordersQueryKey } from '../orders/orderRequests';

export const profileQueryKey = ['auth', 'profile'] as const;

async function fetchProfile(): Promise<User | null> {
  try {
    return userSchema.parse(await apiGet('/auth/profile'));
  } catch {
    // SPEC.md section 4: a failed profile check means "signed out", never an error screen.
    return null;
  }
}

/** Checked once per page load; login, logout and a failed refresh update it directly. */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: fetchProfile,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Forget the user and everything fetched on their behalf. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(profileQueryKey, null);
  queryClient.removeQueries({ queryKey: cartQueryKey });
  queryClient.removeQueries({ queryKey: addressesQueryKey });
  queryClient.removeQueries({ queryKey: ordersQueryKey });
}
