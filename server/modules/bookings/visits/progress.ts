import { and, eq, sql } from 'drizzle-orm';
import { scheduleMessages } from '../../../../contracts/schedule';
import type { z } from 'zod';
import type { visitProgressSchema } from '../../../../contracts/schedule.schemas';
import { bookings, visitActions } from '../tables';
import { HttpError } from '../../../errors';
import { keepVisitPhotos } from '../../../images/visit-photos';
import { prepareUploadedImage } from '../../../images/upload';
import { onTheWayMail, thankYouMail } from '../../../mail/schedule-mails';
import { sendStoredMails, storeMails } from '../../../mail/outbox';
import type { AppDeps } from '../../../app-deps';
import { toBookingJson } from '../bookings';
import { lockScheduleDays } from '../capacity';
import { visitOfTechnician } from './board';
import { technicianOnTheWayMessage, tellCustomer, visitDoneMessage } from '../../messages';
import { takeUsedParts, tellOfficeLowStock } from '../../products';

type VisitProgress = z.output<typeof visitProgressSchema>;
type Technician = { id: string; name: string; phone: string };

/**
 * The moment a report stands for: when it was pressed, as the phone says, within what can be true: never
 * after the server's now (a phone's clock a little ahead, or a report from the future), never before the
 * booking was made (a phone's clock far behind). A phone's clock that is wrong is bounded, not refused: the
 * report itself (a visit done) must not be lost for it. Without a pressed time, the moment it arrives.
 */
function pressedMoment(pressedAt: string | undefined) {
  if (!pressedAt) return sql`now()`;
  return sql`least(greatest(${new Date(pressedAt).toISOString()}::timestamptz, ${bookings.createdAt}), now())`;
}

/**
 * A technician reports from the visit: on the way, arrived, done (with a note and photos). The phone sends
 * each report with a key it keeps until the answer arrives; the key is stored in the same transaction as the
 * change, so a report sent again after a dropped connection changes nothing and mails nobody a second time.
 * "Done" completes the booking and thanks the customer, with the company's review link when one is set, and
 * may ask the office for a quote or a follow-up (the dashboard lists those). Each step's time is when it was pressed.
 * The catalogue parts a report names leave the stock with it (once, as the key makes the report once) and are
 * kept on the booking, where the invoice made from it starts with them.
 */
export async function reportVisitProgress(deps: Pick<AppDeps, 'db' | 'config' | 'notify' | 'visitPhotos' | 'jobs'>, technician: Technician, visitId: string, report: VisitProgress) {
  const before = await visitOfTechnician(deps.db, technician.id, visitId);
  const prepared = await Promise.all(report.photos.map((photo) => prepareUploadedImage(photo)));
  const outcome = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, [before.date]);
    const photos = await keepVisitPhotos(deps.visitPhotos, prepared);
    const [fresh] = await tx.insert(visitActions).values({ key: report.key, bookingId: visitId, userId: technician.id, step: report.step }).onConflictDoNothing().returning();
    if (!fresh) {
      const [earlier] = await tx.select().from(visitActions).where(eq(visitActions.key, report.key));
      if (earlier?.bookingId !== visitId || earlier.userId !== technician.id) throw new HttpError(409, 'Invalid report key');
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, visitId));
      if (!row) throw new HttpError(404, scheduleMessages.notYourVisit);
      return { visit: toBookingJson(row, technician.name), queued: [] };
    }
    const [current] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, visitId), eq(bookings.technicianId, technician.id)));
    if (!current) throw new HttpError(404, scheduleMessages.notYourVisit);
    if (current.status === 'cancelled') throw new HttpError(409, scheduleMessages.settled);
    const mails: ('onWay' | 'thanks')[] = [];
    // An "on my way" kept on a phone without network may arrive after the visit is done: the customer is not told then.
    if (report.step === 'on_way' && !current.onWayAt && current.status !== 'completed') mails.push('onWay');
    if (report.step === 'done' && current.status !== 'completed') mails.push('thanks');
    const parts = await takeUsedParts(tx, report.parts, { by: technician.name, reference: report.key });
    const at = pressedMoment(report.pressedAt);
    const note = report.note ? [current.visitNote, report.note].filter(Boolean).join('\n\n') : current.visitNote;
    const [row] = await tx
      .update(bookings)
      .set({
        visitNote: note,
        visitPhotos: [...current.visitPhotos, ...photos.filter((photo) => !current.visitPhotos.includes(photo))],
        visitParts: [...current.visitParts, ...parts.used],
        ...(report.step === 'on_way' ? { onWayAt: sql`coalesce(${bookings.onWayAt}, ${at})` } : {}),
        ...(report.step === 'arrived' ? { arrivedAt: sql`coalesce(${bookings.arrivedAt}, ${at})`, onWayAt: sql`coalesce(${bookings.onWayAt}, ${at})` } : {}),
        ...(report.step === 'done'
          ? {
              doneAt: sql`coalesce(${bookings.doneAt}, ${at})`,
              arrivedAt: sql`coalesce(${bookings.arrivedAt}, ${at})`,
              status: 'completed' as const,
              visitFollowUp: sql`${bookings.visitFollowUp} or ${report.followUp}`,
            }
          : {}),
      })
      .where(eq(bookings.id, visitId))
      .returning();
    if (!row) throw new HttpError(404, scheduleMessages.notYourVisit);
    const visited = toBookingJson(row, technician.name);
    if (mails.includes('onWay')) await tellCustomer(deps.jobs, tx, technicianOnTheWayMessage({ ...visited, id: visited._id }, technician));
    if (mails.includes('thanks')) await tellCustomer(deps.jobs, tx, visitDoneMessage({ ...visited, id: visited._id }));
    const messages = visited.email ? mails.map((mail) => (mail === 'onWay' ? onTheWayMail(visited, technician.name, technician.phone) : thankYouMail(visited, deps.config.reviewUrl))) : [];
    const told = await tellOfficeLowStock(deps, tx, parts.low);
    return { visit: visited, queued: [...(await storeMails(deps.notify, tx, messages, { bookingId: visited._id })), ...told] };
  });
  await sendStoredMails(outcome.queued);
  return outcome.visit;
}
