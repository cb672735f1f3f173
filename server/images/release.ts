import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events, products } from '../db/schema';
import { deleteStoredImage } from './upload';

/**
 * Files are named by their content, so one file can serve several products or events. It is removed only
 * when nothing refers to it any more; answering that needs both tables, which is why it lives here.
 */
async function isReferenced(db: Database, url: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.featuredImage, url), sql`${products.images} @> ${JSON.stringify([url])}::jsonb`))
    .limit(1);
  if (product) return true;
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.image, url)).limit(1);
  return Boolean(event);
}

/** Call after the rows that used these images are gone or changed. */
export async function releaseImages(db: Database, urls: string[], uploadsDir: string): Promise<void> {
  for (const url of new Set(urls)) {
    if (!(await isReferenced(db, url))) await deleteStoredImage(url, uploadsDir);
  }
}
