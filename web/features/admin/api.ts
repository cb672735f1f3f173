import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BackOfficeSummary, Dashboard } from '../../../contracts/dashboard.schemas';
import { apiGet } from '../../lib/api';

/** The admin's counts and dashboard (/api/admin). */

const backOfficeQueryKey = ['back-office'] as const;

export const summaryQueryOptions = queryOptions({
  queryKey: [...backOfficeQueryKey, 'summary'],
  queryFn: () => apiGet<BackOfficeSummary>('/admin/summary'),
});

export const dashboardQueryOptions = queryOptions({
  queryKey: [...backOfficeQueryKey, 'dashboard'],
  queryFn: () => apiGet<Dashboard>('/admin/dashboard'),
});

/** A handled message, a moved booking or a fulfilled order changes the counts. */
export function forgetBackOfficeCounts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: backOfficeQueryKey });
}
