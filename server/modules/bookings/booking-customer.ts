import { eq } from 'drizzle-orm';
import { bookingMessages } from '../../../contracts/booking';
import type { AppDeps } from '../../app-deps';
import { bookings } from './tables';
import { HttpError } from '../../errors';

/**
 * The office's one press on a booking's page: what the visitor said (name, phone, e-mail, address) becomes
 * the customer's details in the directory, as a record the office writes would make them (joining the
 * phone-only and e-mail-only rows it names). A visitor's booking alone never does this (noteVisitor).
 * Answers the customer's id.
 */
export async function copyBookingDetailsToCustomer({ db, directory }: Pick<AppDeps, 'db' | 'directory'>, id: string): Promise<string> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw new HttpError(404, bookingMessages.notFound);
  const customerId = await db.transaction((tx) => directory.noteCustomer(tx, booking));
  if (!customerId) throw new HttpError(409, bookingMessages.noCustomerKeys);
  return customerId;
}
