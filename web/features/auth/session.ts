import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contracts/auth.schemas';
import { fetchProfile } from './api';
import { isApiError } from '../../lib/api';
import { forgetAllForSignedIn, keptSignedInProfile } from '../../lib/keptForSignedIn';

export const profileQueryKey = ['auth', 'profile'] as const;

/** SPEC.md section 8's toast once signed in, by password or by a mailed link. */
export const loggedInMessage = 'logged in';

/** Queries anyone may see; everything else was fetched on the signed-in user's behalf. */
const publicQueryRoots = new Set<unknown>(['products', 'events']);

async function signedInUser(): Promise<User | null> {
  try {
    return await fetchProfile();
  } catch (error) {
    // No network, or a server not answering: a page that works offline (a technician's day) opens as the
    // person it kept; only the server's word that nobody is signed in forgets them.
    if (isApiError(error) && (error.status === 0 || error.status >= 500)) return keptSignedInProfile<User>() ?? null;
    // SPEC.md section 4: a failed profile check means "signed out", never an error screen.
    forgetAllForSignedIn();
    return null;
  }
}

/**
 * Set in the answers of a page the server drew with the visitor's session (a back-office page): it drew the
 * signed-in user, so the browser takes the page over as that user at once, with nothing to check first.
 */
export const drawnWithSessionKey = ['auth', 'drawn-with-session'] as const;

/** Checked once per page load; login, logout and a failed refresh update it directly. */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: signedInUser,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Forget the user and everything fetched on their behalf. */
export function clearSession(queryClient: QueryClient): void {
  forgetAllForSignedIn();
  queryClient.setQueryData(profileQueryKey, null);
  const profileHash = hashKey(profileQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== profileHash && !publicQueryRoots.has(query.queryKey[0]) });
}
