import { and, eq } from 'drizzle-orm';
import { bookingMessages } from '../../../contracts/booking';
import type { Booking } from '../../../contracts/booking.schemas';
import { minutesOf, scheduleMessages } from '../../../contracts/schedule';
import { standingRefusals } from '../../../contracts/time-off';
import type { z } from 'zod';
import type { scheduleChangeSchema } from '../../../contracts/schedule.schemas';
import { bookings } from './tables';
import { HttpError } from '../../errors';
import { bookingCalendar } from '../../mail/booking-calendar';
import { sendStoredMails, storeMails } from '../../mail/outbox';
import { technicianChangedMail, visitMovedMail } from '../../mail/schedule-mails';
import { shortLink, tellCustomer, technicianChangedMessage, visitMovedMessage } from '../messages';
import { manageLinkOf, technicianNameOf, toBookingJson, type BookingDeps } from './bookings';
import { dayPlan, lockScheduleDays } from './capacity';

type ScheduleChange = z.output<typeof scheduleChangeSchema>;

/**
 * The office moves or assigns a visit (the booking page and the schedule board alike): under the day locks of
 * the day it leaves and the day it goes to, the technician must be an active one who does the service, works
 * then (not away on time off or a holiday) and has no other visit at that time; a visit the office places is
 * arranged. The customer is mailed the new time with a fresh calendar file, or their new technician, with the
 * booking's one link (a link mailed before keeps working), and sent the same news by phone.
 */
export async function rescheduleVisit(deps: BookingDeps, id: string, change: ScheduleChange): Promise<Booking> {
  const [before] = await deps.db.select().from(bookings).where(eq(bookings.id, id));
  if (!before) throw new HttpError(404, bookingMessages.notFound);
  const manage = manageLinkOf(deps, id);
  const { booking, queued } = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, [before.date, change.date]);
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if (!current) throw new HttpError(404, bookingMessages.notFound);
    if (current.status === 'completed' || current.status === 'cancelled') throw new HttpError(409, scheduleMessages.settled);
    const technicianId = change.technicianId === undefined ? current.technicianId : change.technicianId;
    const durationMinutes = change.durationMinutes ?? current.durationMinutes;
    if (technicianId) {
      const plan = await dayPlan(tx, change.date, current.service);
      const outcome = plan.isFree(technicianId, minutesOf(change.time), durationMinutes, current.id);
      if (!plan.technicians.some((technician) => technician.id === technicianId)) throw new HttpError(409, scheduleMessages.notTechnician);
      if (outcome !== 'free') throw new HttpError(409, standingRefusals[outcome]);
    }
    const [moved] = await tx
      .update(bookings)
      .set({ date: change.date, time: change.time, technicianId, durationMinutes, manageTokenHash: manage.hash, toArrange: false })
      .where(and(eq(bookings.id, id), eq(bookings.status, current.status)))
      .returning();
    if (!moved) throw new HttpError(409, scheduleMessages.settled);
    const json = toBookingJson(moved, moved.technicianId ? await technicianNameOf(tx, moved.technicianId) : '');
    const timeChanged = before.date !== moved.date || before.time !== moved.time || before.durationMinutes !== moved.durationMinutes;
    // A new technician alone changes nothing in the customer's calendar: they are told who is coming, no file.
    const mail = timeChanged
      ? { ...visitMovedMail(json, manage.url), attachments: [bookingCalendar({ ...json, id: moved.id })] }
      : before.technicianId !== moved.technicianId
        ? technicianChangedMail(json, manage.url)
        : undefined;
    const mails = json.email && mail ? [mail] : [];
    // By phone as by mail; a visit left with no technician is not told of it until one is named.
    const told = { visit: { ...json, id: moved.id }, at: new Date() };
    const link = await shortLink(tx, deps.config.publicUrl, manage.url);
    if (timeChanged) await tellCustomer(deps.jobs, tx, visitMovedMessage(told, link));
    else if (before.technicianId !== moved.technicianId && json.technician) await tellCustomer(deps.jobs, tx, technicianChangedMessage(told, json.technician.name, link));
    return { booking: json, queued: await storeMails(deps.notify, tx, mails, { bookingId: moved.id }) };
  });
  await sendStoredMails(queued);
  return booking;
}
