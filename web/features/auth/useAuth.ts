import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './session';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

export function useAuth() {
  const { data } = useQuery(profileQueryOptions);
  const user = data ?? null;
  const status: AuthStatus = data === undefined ? 'checking' : user ? 'signedIn' : 'signedOut';
  return { user, status, isAdmin: user?.role === 'admin' };
}
