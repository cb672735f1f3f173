import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings } from '../modules/bookings/tables';
import { releaseImages } from './references';
import { imageFileNames, putImage, type EncodedImage } from './store';
import { imageStoreOf, type ImageStore, type StoredFile } from './storage';

/**
 * A technician's photos of a visit show the inside of a customer's home. They are kept apart from the
 * public images (DATA_DIR/visit-photos, or `visit-photos/` in the bucket), which /uploads never reaches,
 * and are read only through the bookings module's authorised routes. A booking keeps their file names
 * (photos taken before they were kept apart are kept as '/uploads/{name}' until moved, below).
 * Files are named by content and nothing removes them (a visit's record keeps its photos), so no lock is needed.
 */
export const visitPhotoFolder = 'visit-photos';

export function visitPhotoStoreOf(config: Parameters<typeof imageStoreOf>[0]): ImageStore {
  return imageStoreOf(config, visitPhotoFolder);
}

/** Stores each photo not already there; answers their file names, in order. */
export async function keepVisitPhotos(store: ImageStore, photos: EncodedImage[]): Promise<string[]> {
  const names: string[] = [];
  for (const photo of photos) {
    const name = path.basename(photo.url);
    if (!(await store.has(name))) await putImage(photo, store);
    names.push(name);
  }
  return names;
}

/** A stored photo's file name, whether kept apart ('{hash}.webp') or from before ('/uploads/{hash}.webp'). */
export const visitPhotoName = (stored: string) => path.basename(stored);

const photoFileName = /^([0-9a-f]{32})(-w\d+)?\.webp$/;

/**
 * A file of one of these photos (the full one or a smaller width), or undefined. A photo not yet moved
 * apart is read where it was stored.
 */
export async function readVisitPhoto(stores: { visitPhotos: ImageStore; images: ImageStore }, photos: string[], name: string): Promise<StoredFile | undefined> {
  const hash = photoFileName.exec(name)?.[1];
  if (!hash || !photos.map(visitPhotoName).includes(`${hash}.webp`) || !imageFileNames(hash).includes(name)) return undefined;
  return (await stores.visitPhotos.read(name)) ?? (await stores.images.read(name));
}

/**
 * Run at start: the photos of visits stored among the public images (before they were kept apart) are
 * copied apart, the bookings are told their new names, and the public files are removed unless a product,
 * an event or an order shows the same picture. Only bookings that still name '/uploads/' are read, so once
 * done it costs one query; copies starting at once do the same idempotent steps.
 */
export async function moveVisitPhotosApart(db: Database, stores: { visitPhotos: ImageStore; images: ImageStore }): Promise<number> {
  const rows = await db.select({ id: bookings.id, photos: bookings.visitPhotos }).from(bookings).where(like(sql`${bookings.visitPhotos}::text`, '%/uploads/%'));
  let moved = 0;
  for (const row of rows) {
    const publicOnes = row.photos.filter((photo) => photo.startsWith('/uploads/'));
    for (const photo of publicOnes) {
      const hash = photoFileName.exec(visitPhotoName(photo))?.[1];
      if (!hash) continue;
      for (const name of imageFileNames(hash)) {
        if (await stores.visitPhotos.has(name)) continue;
        const file = await stores.images.read(name);
        if (file) await stores.visitPhotos.put(name, await buffer(file.body));
      }
      moved += 1;
    }
    await db.update(bookings).set({ visitPhotos: sql`(select coalesce(jsonb_agg(regexp_replace(photo.value, '^/uploads/', '') order by photo.position), '[]'::jsonb) from jsonb_array_elements_text(${bookings.visitPhotos}) with ordinality as photo(value, position))` }).where(sql`${bookings.id} = ${row.id}`);
    await releaseImages(db, stores.images, publicOnes);
  }
  return moved;
}
