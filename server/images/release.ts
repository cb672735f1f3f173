import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events, orderLines, products } from '../db/schema';
import { deleteStoredImage } from './upload';

/**
 * Files are named by their content, so one file can serve several products or events. It is removed only
 * when nothing refers to it any more (products, events, past orders); answering that needs all of them,
 * which is why it lives here.
 */
async function isReferenced(db: Database, url: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.featuredImage, url), sql`${products.images} @> ${JSON.stringify([url])}::jsonb`))
    .limit(1);
  if (product) return true;
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.image, url)).limit(1);
  if (event) return true;
  // A past order keeps showing the photo of what was bought, even after the product is gone.
  const [line] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.featuredImage, url)).limit(1);
  return Boolean(line);
}

/** Call after the rows that used these images are gone or changed. */
export async function releaseImages(db: Database, urls: string[], uploadsDir: string): Promise<void> {
  for (const url of new Set(urls)) {
    if (!(await isReferenced(db, url))) await deleteStoredImage(url, uploadsDir);
  }
}
