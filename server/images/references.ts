import { eq, or, sql } from 'drizzle-orm';
import { imageMessages } from '../../contracts/images';
import type { Database } from '../db/client';
import { events } from '../modules/events/tables';
import { orderLines } from '../modules/orders/tables';
import { products } from '../modules/products/tables';
import { HttpError } from '../errors';
import { imageFileNames, putImage, type EncodedImage } from './store';
import type { ImageStore } from './storage';
import { storedImageHash } from './upload';

/**
 * Files are named by their content, so one image can serve several products and events, and a product made
 * with a photo already in the shop uses the same files. Storing an image for a row and removing an image
 * nothing uses must therefore never overlap: each takes the image's lock (a transaction-scoped advisory lock
 * on its name, shared by every server copy), the writer until its row is committed, the remover while it
 * checks the references and deletes. A remover that comes first has deleted the files before the writer
 * looks, and the writer stores them again; one that comes second sees the writer's row and keeps them.
 */

/** An image a write uses: one just uploaded (to store) or the URL of one the site already serves (to keep). */
export type ImageInUse = EncodedImage | string;

const imageLockSpace = 727_2019;
const urlOf = (image: ImageInUse) => (typeof image === 'string' ? image : image.url);

async function lockImage(tx: Database, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${imageLockSpace}, hashtext(${hash}))`);
}

/**
 * Call inside the transaction that stores the rows using these images, before it commits: stores each new
 * image whose files are not there, and refuses a kept URL whose files are gone. Answers the URLs, in order.
 */
export async function holdImages(tx: Database, store: ImageStore, images: ImageInUse[]): Promise<string[]> {
  const byUrl = new Map<string, ImageInUse>();
  for (const image of images) if (typeof image !== 'string' || !byUrl.has(image)) byUrl.set(urlOf(image), image);
  for (const url of [...byUrl.keys()].sort()) {
    const hash = storedImageHash(url);
    if (!hash) throw new HttpError(400, imageMessages.notAnImage);
    await lockImage(tx, hash);
    if (await store.has(`${hash}.webp`)) continue;
    const image = byUrl.get(url);
    if (typeof image === 'string') throw new HttpError(400, imageMessages.unreadable);
    if (image) await putImage(image, store);
  }
  return images.map(urlOf);
}

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
  // A visit's photos are kept apart (visit-photos.ts): none is among these.
  return Boolean(line);
}

/** Call after the rows that used these images are changed or gone (committed): removes the images nothing uses now. */
export async function releaseImages(db: Database, store: ImageStore, urls: string[]): Promise<void> {
  for (const url of [...new Set(urls)].sort()) {
    const hash = storedImageHash(url);
    if (!hash) continue;
    await db.transaction(async (tx) => {
      await lockImage(tx, hash);
      if (await isReferenced(tx, url)) return;
      for (const name of imageFileNames(hash)) await store.remove(name);
    });
  }
}
