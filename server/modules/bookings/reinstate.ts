import { and, eq } from 'drizzle-orm';
import { bookingMessages, visitStillAhead } from '../../../contracts/booking';
import type { Booking } from '../../../contracts/booking.schemas';
import { bookings } from './tables';
import { HttpError } from '../../errors';
import { bookingCalendar } from '../../mail/booking-calendar';
import { sendStoredMails, storeMails } from '../../mail/outbox';
import { visitReinstatedMail } from '../../mail/schedule-mails';
import { shortLink, tellCustomer, visitReinstatedMessage } from '../messages';
import { manageLinkOf, placeVisit, technicianNameOf, toBookingJson, type BookingDeps } from './bookings';
import { lockScheduleDays } from './capacity';

/**
 * The office puts a cancelled booking back on, at its own time, while that time is still free: under the day's
 * lock, placed as a new booking would be (its technician when still free, else any free one who does the
 * service), confirmed, and the customer mailed that it is back on with a calendar file and the booking's one
 * link. Pressed twice, the second finds it no longer cancelled and changes nothing.
 */
export async function reinstateBooking(deps: BookingDeps, id: string): Promise<Booking> {
  const [before] = await deps.db.select({ date: bookings.date }).from(bookings).where(eq(bookings.id, id));
  if (!before) throw new HttpError(404, bookingMessages.notFound);
  const manage = manageLinkOf(deps, id);
  const { booking, queued } = await deps.db.transaction(async (tx) => {
    // A cancelled booking cannot be moved, so its day is the one read before the lock.
    await lockScheduleDays(tx, [before.date]);
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if (!current) throw new HttpError(404, bookingMessages.notFound);
    if (current.status !== 'cancelled') throw new HttpError(409, bookingMessages.notCancelled);
    if (!visitStillAhead(current)) throw new HttpError(409, bookingMessages.reinstatePast);
    const { technicianId, toArrange } = await placeVisit(tx, { ...current, keep: current.technicianId }).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) throw new HttpError(409, bookingMessages.reinstateTaken);
      throw error;
    });
    const [back] = await tx
      .update(bookings)
      .set({ status: 'confirmed', statusNote: '', technicianId, toArrange, manageTokenHash: manage.hash })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'cancelled')))
      .returning();
    if (!back) throw new HttpError(409, bookingMessages.notCancelled);
    const json = toBookingJson(back, technicianId ? await technicianNameOf(tx, technicianId) : '');
    const mails = json.email ? [{ ...visitReinstatedMail(json, manage.url), attachments: [bookingCalendar({ ...json, id })] }] : [];
    await tellCustomer(deps.jobs, tx, visitReinstatedMessage({ visit: { ...json, id }, at: new Date() }, await shortLink(tx, deps.config.publicUrl, manage.url)));
    return { booking: json, queued: await storeMails(deps.notify, tx, mails, { bookingId: id }) };
  });
  await sendStoredMails(queued);
  return booking;
}
