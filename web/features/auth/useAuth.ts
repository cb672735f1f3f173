import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../page-life/useHydrated';
import { drawnWithSessionKey, profileQueryOptions } from './session';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

/**
 * The server draws a page before it knows who is signed in: 'checking'. While the browser takes that page
 * over it must draw the same, even if the profile has already arrived, and what waits on the check (Add to
 * cart) stays disabled until the page's code can handle it; the profile is drawn right after. A page the
 * server drew with the session (the back office) was drawn as the user, and is taken over as the user.
 */
export function useAuth() {
  const { data } = useQuery(profileQueryOptions);
  const hydrated = useHydrated();
  const drawnWithSession = useQueryClient().getQueryData(drawnWithSessionKey) === true;
  const profile = hydrated || drawnWithSession ? data : undefined;
  const user = profile ?? null;
  const status: AuthStatus = profile === undefined ? 'checking' : user ? 'signedIn' : 'signedOut';
  return { user, status, isAdmin: user?.role === 'admin' };
}
