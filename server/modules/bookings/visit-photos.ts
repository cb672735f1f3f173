import { buffer } from 'node:stream/consumers';
import { eq, like, sql } from 'drizzle-orm';
import { bookingMessages } from '../../../contracts/booking';
import type { AppDeps } from '../../app-deps';
import { bookings } from './tables';
import { HttpError } from '../../errors';
import type { Database } from '../../db/client';
import { releaseImages } from '../../images/references';
import { imageFileNames } from '../../images/store';
import type { ImageStore } from '../../images/storage';
import { readVisitPhoto, visitPhotoHash, visitPhotoName } from '../../images/visit-photos';
import type { SignedInUser } from '../auth';
import { findByManageToken } from './bookings';

type PhotoDeps = Pick<AppDeps, 'db' | 'images' | 'visitPhotos'>;
type BookingRow = typeof bookings.$inferSelect;

/**
 * Who may see a visit's photos (the inside of a customer's home): the office, the visit's technician, and
 * the booking's customer, signed in with the booking's e-mail (as "my bookings" finds theirs) or holding the
 * manage link. Anyone else is answered as if there were no such photo.
 */
export function maySeeVisitPhotos(viewer: Pick<SignedInUser, 'id' | 'role' | 'email'>, booking: Pick<BookingRow, 'technicianId' | 'email'>): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'technician') return booking.technicianId === viewer.id;
  return booking.email !== '' && booking.email.toLowerCase() === viewer.email.toLowerCase();
}

async function photoOf(deps: PhotoDeps, row: BookingRow | undefined, name: string) {
  const file = row ? await readVisitPhoto(deps, row.visitPhotos, name) : undefined;
  if (!file) throw new HttpError(404, bookingMessages.photoNotFound);
  return file;
}

export async function visitPhotoFor(deps: PhotoDeps, viewer: SignedInUser, bookingId: string, name: string) {
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return photoOf(deps, row && maySeeVisitPhotos(viewer, row) ? row : undefined, name);
}

export async function visitPhotoByLink(deps: PhotoDeps, token: string, name: string) {
  const row = await findByManageToken(deps.db, token).catch(() => undefined);
  return photoOf(deps, row, name);
}

/**
 * Run at start: the photos of visits stored among the public images (before they were kept apart) are
 * copied apart, the bookings are told their new names, and the public files are removed unless a product,
 * an event or an order shows the same picture. Only bookings that still name '/uploads/' are read, so once
 * done it costs one query; copies starting at once do the same idempotent steps.
 */
export async function moveVisitPhotosApart(db: Database, stores: { visitPhotos: ImageStore; images: ImageStore }): Promise<number> {
  const rows = await db
    .select({ id: bookings.id, photos: bookings.visitPhotos })
    .from(bookings)
    .where(like(sql`${bookings.visitPhotos}::text`, '%/uploads/%'));
  let moved = 0;
  for (const row of rows) {
    const publicOnes = row.photos.filter((photo) => photo.startsWith('/uploads/'));
    for (const photo of publicOnes) {
      const hash = visitPhotoHash(visitPhotoName(photo));
      if (!hash) continue;
      for (const name of imageFileNames(hash)) {
        if (await stores.visitPhotos.has(name)) continue;
        const file = await stores.images.read(name);
        if (file) await stores.visitPhotos.put(name, await buffer(file.body));
      }
      moved += 1;
    }
    await db
      .update(bookings)
      .set({
        visitPhotos: sql`(select coalesce(jsonb_agg(regexp_replace(photo.value, '^/uploads/', '') order by photo.position), '[]'::jsonb) from jsonb_array_elements_text(${bookings.visitPhotos}) with ordinality as photo(value, position))`,
      })
      .where(sql`${bookings.id} = ${row.id}`);
    await releaseImages(db, stores.images, publicOnes);
  }
  return moved;
}
