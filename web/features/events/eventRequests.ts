import { queryOptions } from '@tanstack/react-query';
import type { Event } from '../../../contracts/events.schemas';
import { apiGet } from '../../lib/api';

/** Event pictures (/api/events): shown on the home page, managed by admins (admin/eventChanges.ts). */

export const eventsQueryKey = ['events'] as const;

export const eventsFetchFailed = 'Failed to fetch events';

/** Read on the home page: trusted as typed, so zod stays out of the first download. */
export const eventsQueryOptions = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: async () => (await apiGet('/events', { defaultMessage: eventsFetchFailed })) as Event[],
  staleTime: 30_000,
});
