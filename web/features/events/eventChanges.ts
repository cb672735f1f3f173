import { z } from 'zod';
import { eventMessages } from '../../../contracts/events';
import { eventSchema } from '../../../contracts/events.schemas';
import { apiDelete, apiPost } from '../../lib/api';

export const eventTexts = {
  created: 'Event created successfully',
  deleted: eventMessages.deleted,
  createFailed: 'Failed to create event',
  deleteFailed: 'Failed to delete event',
} as const;

/** `image` is a data URL. */
export async function createEvent(image: string) {
  return eventSchema.parse(await apiPost('/events', { image }, { defaultMessage: eventTexts.createFailed }));
}

/** Answers the server's confirmation text. */
export async function deleteEvent(id: string): Promise<string> {
  const answer = await apiDelete(`/events/${encodeURIComponent(id)}`, undefined, { defaultMessage: eventTexts.deleteFailed });
  return z.object({ message: z.string() }).parse(answer).message;
}
