import { eq } from 'drizzle-orm';
import { bookingMessages } from '../../../contracts/booking';
import type { AppDeps } from '../../app-deps';
import { bookings } from './tables';
import { HttpError } from '../../errors';
import { readVisitPhoto } from '../../images/visit-photos';
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
