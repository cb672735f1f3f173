import { z } from 'zod';
import { eventMessages } from './events';

export const eventRequestSchema = z.object({
  image: z.string({ error: eventMessages.imageNeeded }).min(1, eventMessages.imageNeeded),
});

export const eventSchema = z.object({ _id: z.string(), image: z.string(), createdAt: z.string() });

export type Event = z.infer<typeof eventSchema>;

export const eventIdParams = z.object({ id: z.uuid({ error: 'Invalid event id' }) });
