import { and, eq, sql } from 'drizzle-orm';
import { scheduleMessages } from '../../../contracts/schedule';
import type { z } from 'zod';
import type { visitProgressSchema } from '../../../contracts/schedule.schemas';
import { bookings, visitActions } from '../../db/schema';
import { HttpError } from '../../errors';
import { holdImages } from '../../images/references';
import { prepareUploadedImage } from '../../images/upload';
import { onTheWayMail, thankYouMail } from '../../mail/schedule-mails';
import { sendStoredMails, storeMails } from '../../mail/outbox';
import type { AppDeps } from '../../app-deps';
import { lockScheduleDays, toBookingJson } from '../bookings';
import { visitOfTechnician } from './board';

type VisitProgress = z.output<typeof visitProgressSchema>;
type Technician = { id: string; name: string; phone: string };

/**
 * A technician reports from the visit: on the way, arrived, done (with a note and photos). The phone sends
 * each report with a key it keeps until the answer arrives; the key is stored in the same transaction as the
 * change, so a report sent again after a dropped connection changes nothing and mails nobody a second time.
 * "Done" completes the booking and thanks the customer, with the company's review link when one is set.
 */
export async function reportVisitProgress(deps: Pick<AppDeps, 'db' | 'config' | 'notify' | 'images'>, technician: Technician, visitId: string, report: VisitProgress) {
  const before = await visitOfTechnician(deps.db, technician.id, visitId);
  const prepared = await Promise.all(report.photos.map((photo) => prepareUploadedImage(photo)));
  const outcome = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, [before.date]);
    const photos = await holdImages(tx, deps.images, prepared);
    const [fresh] = await tx.insert(visitActions).values({ key: report.key, bookingId: visitId, userId: technician.id, step: report.step }).onConflictDoNothing().returning();
    if (!fresh) {
      const [earlier] = await tx.select().from(visitActions).where(eq(visitActions.key, report.key));
      if (earlier?.bookingId !== visitId || earlier.userId !== technician.id) throw new HttpError(409, 'Invalid report key');
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, visitId));
      if (!row) throw new HttpError(404, scheduleMessages.notYourVisit);
      return { visit: toBookingJson(row, technician.name), queued: [] };
    }
    const [current] = await tx.select().from(bookings).where(and(eq(bookings.id, visitId), eq(bookings.technicianId, technician.id)));
    if (!current) throw new HttpError(404, scheduleMessages.notYourVisit);
    if (current.status === 'cancelled') throw new HttpError(409, scheduleMessages.settled);
    const mails: ('onWay' | 'thanks')[] = [];
    if (report.step === 'on_way' && !current.onWayAt) mails.push('onWay');
    if (report.step === 'done' && current.status !== 'completed') mails.push('thanks');
    const note = report.note ? [current.visitNote, report.note].filter(Boolean).join('\n\n') : current.visitNote;
    const [row] = await tx
      .update(bookings)
      .set({
        visitNote: note,
        visitPhotos: [...current.visitPhotos, ...photos.filter((photo) => !current.visitPhotos.includes(photo))],
        ...(report.step === 'on_way' ? { onWayAt: sql`coalesce(${bookings.onWayAt}, now())` } : {}),
        ...(report.step === 'arrived' ? { arrivedAt: sql`coalesce(${bookings.arrivedAt}, now())`, onWayAt: sql`coalesce(${bookings.onWayAt}, now())` } : {}),
        ...(report.step === 'done'
          ? { doneAt: sql`coalesce(${bookings.doneAt}, now())`, arrivedAt: sql`coalesce(${bookings.arrivedAt}, now())`, status: 'completed' as const }
          : {}),
      })
      .where(eq(bookings.id, visitId))
      .returning();
    if (!row) throw new HttpError(404, scheduleMessages.notYourVisit);
    const visited = toBookingJson(row, technician.name);
    const messages = visited.email ? mails.map((mail) => (mail === 'onWay' ? onTheWayMail(visited, technician.name, technician.phone) : thankYouMail(visited, deps.config.reviewUrl))) : [];
    return { visit: visited, queued: await storeMails(deps.notify, tx, messages, { bookingId: visited._id }) };
  });
  await sendStoredMails(outcome.queued);
  return outcome.visit;
}
