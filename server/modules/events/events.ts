import { desc, eq } from 'drizzle-orm';
import { eventMessages } from '../../../contracts/events';
import type { Event } from '../../../contracts/events.schemas';
import type { Database } from '../../db/client';
import { events } from './tables';
import { HttpError } from '../../errors';
import { holdImages, releaseImages } from '../../images/references';
import type { ImageStore } from '../../images/storage';
import { prepareUploadedImage } from '../../images/upload';

type EventRow = typeof events.$inferSelect;

export function toEventJson(row: EventRow): Event {
  return { _id: row.id, image: row.image, createdAt: row.createdAt.toISOString() };
}

export async function listEvents(db: Database): Promise<Event[]> {
  const rows = await db.select().from(events).orderBy(desc(events.createdAt), desc(events.id));
  return rows.map(toEventJson);
}

export async function addEvent(db: Database, imageDataUrl: string, store: ImageStore): Promise<Event> {
  const prepared = await prepareUploadedImage(imageDataUrl);
  const row = await db.transaction(async (tx) => {
    const [image = ''] = await holdImages(tx, store, [prepared]);
    const [created] = await tx.insert(events).values({ image }).returning();
    return created;
  });
  if (!row) throw new Error('event was not stored');
  return toEventJson(row);
}

export async function deleteEvent(db: Database, id: string, store: ImageStore): Promise<void> {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning();
  if (!row) throw new HttpError(404, eventMessages.notFound);
  await releaseImages(db, store, [row.image]);
}
