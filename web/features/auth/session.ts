import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contracts/auth.schemas';
import { apiGet } from '../../lib/api';

export const profileQueryKey = ['auth', 'profile'] as const;

/** Queries anyone may see; everything else was fetched on the signed-in user's behalf. */
const publicQueryRoots = new Set<unknown>(['products', 'events']);

/** Trusted as typed: every page reads the profile, and zod is kept out of the first download. */
function isUser(answer: unknown): answer is User {
  return typeof answer === 'object' && answer !== null && typeof (answer as User).email === 'string' && typeof (answer as User).role === 'string';
}

async function fetchProfile(): Promise<User | null> {
  try {
    const answer = await apiGet('/auth/profile');
    return isUser(answer) ? answer : null;
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
  const profileHash = hashKey(profileQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== profileHash && !publicQueryRoots.has(query.queryKey[0]) });
}
