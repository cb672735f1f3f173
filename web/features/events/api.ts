import { queryOptions } from '@tanstack/react-query';
import { eventMessages } from '../../../contracts/events';
import type { Event } from '../../../contracts/events.schemas';
import { apiDelete, apiGet, apiPost } from '../../lib/api';

/** Event pictures (/api/events): shown on the home page, managed by admins. */

export const eventTexts = {
  fetchFailed: 'Failed to fetch events',
  created: 'Event created successfully',
  deleted: eventMessages.deleted,
  createFailed: 'Failed to create event',
  deleteFailed: 'Failed to delete event',
} as const;

export const eventsQueryKey = ['events'] as const;

export const eventsQueryOptions = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: () => apiGet<Event[]>('/events', { defaultMessage: eventTexts.fetchFailed }),
  staleTime: 30_000,
});

/** `image` is a data URL. */
export function createEvent(image: string) {
  return apiPost<Event>('/events', { image }, { defaultMessage: eventTexts.createFailed });
}

/** Answers the server's confirmation text. */
export async function deleteEvent(id: string): Promise<string> {
  return (await apiDelete<{ message: string }>(`/events/${encodeURIComponent(id)}`, undefined, { defaultMessage: eventTexts.deleteFailed })).message;
}
