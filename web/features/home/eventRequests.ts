import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { eventMessages, eventSchema } from '../../../contracts/events';
import { apiDelete, apiGet, apiPost } from '../../lib/api';

/** Event pictures (/api/events): shown on the home page, managed by admins. */

export const eventTexts = {
  created: 'Event created successfully',
  deleted: eventMessages.deleted,
  fetchFailed: 'Failed to fetch events',
  createFailed: 'Failed to create event',
  deleteFailed: 'Failed to delete event',
} as const;

export const eventsQueryKey = ['events'] as const;

export const eventsQueryOptions = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: async () => z.array(eventSchema).parse(await apiGet('/events', { defaultMessage: eventTexts.fetchFailed })),
  staleTime: 30_000,
});

/** `image` is a data URL. */
export async function createEvent(image: string) {
  return eventSchema.parse(await apiPost('/events', { image }, { defaultMessage: eventTexts.createFailed }));
}

/** Answers the server's confirmation text. */
export async function deleteEvent(id: string): Promise<string> {
  const answer = await apiDelete(`/events/${encodeURIComponent(id)}`, undefined, { defaultMessage: eventTexts.deleteFailed });
  return z.object({ message: z.string() }).parse(answer).message;
}
