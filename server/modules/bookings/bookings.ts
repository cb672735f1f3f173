import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { pathTo } from '../../../contracts/pages';
import type { Booking, ManagedBooking, bookingRequestSchema } from '../../../contracts/booking.schemas';
import { bookingMessages, bookingTransitions, canBeCompleted, canCustomerChange, manageMessages, type BookingStatus } from '../../../contracts/booking';
import type { z } from 'zod';
import { nairaOfKobo } from '../../../contracts/money';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from './tables';
import { visitPhotoName } from '../../images/visit-photos';
import { durationOfService, fullTimeMessage, minutesOf } from '../../../contracts/schedule';
import { dayPlan, lockScheduleDays, nearestFreeTimes } from './capacity';
import { HttpError } from '../../errors';
import { bookingCalendar } from '../../mail/booking-calendar';
import { sendStoredMails, storeMails, type QueuedMail } from '../../mail/outbox';
import { bookingReceivedMail, bookingStatusMail, customerChangedBookingMail, newBookingMail } from '../../mail/enquiry-mails';
import { documentLinkToken, findUserById, hashSecretToken } from '../auth';
import { bookingCancelledMessage, bookingChangeReceivedMessage, bookingConfirmedMessage, bookingReceivedMessage, bookingStatusMessage, shortLink, tellCustomer } from '../messages';

type BookingRow = typeof bookings.$inferSelect;
type BookingFields = z.output<typeof bookingRequestSchema>;
export type BookingDeps = Pick<AppDeps, 'config' | 'db' | 'notify' | 'jobs'>;

const isoOrBlank = (instant: Date | null) => instant?.toISOString() ?? '';

/** A booking as the API answers it; `technicianName` comes from the join that reads it (blank when not read). */
export function toBookingJson(row: BookingRow, technicianName = ''): Booking {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    service: row.service,
    otherService: row.otherService,
    date: row.date,
    time: row.time,
    note: row.note,
    status: row.status,
    statusNote: row.statusNote,
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    technician: row.technicianId ? { _id: row.technicianId, name: technicianName } : null,
    durationMinutes: row.durationMinutes,
    toArrange: row.toArrange,
    visit: {
      onWayAt: isoOrBlank(row.onWayAt),
      arrivedAt: isoOrBlank(row.arrivedAt),
      doneAt: isoOrBlank(row.doneAt),
      note: row.visitNote,
      photos: row.visitPhotos.map((stored) => `/api/booking/${row.id}/photos/${visitPhotoName(stored)}`),
      followUp: row.visitFollowUp,
      parts: row.visitParts.map((part) => ({ productId: part.productId, name: part.name, quantity: part.quantity, unitPrice: nairaOfKobo(part.unitPriceKobo) })),
    },
  };
}

/** Bookings with their technician's name, for every answer the office reads. */
export function bookingsWithTechnician(db: Database) {
  return db.select({ booking: bookings, technicianName: users.name }).from(bookings).leftJoin(users, eq(users.id, bookings.technicianId));
}

/**
 * Where a visit goes on people's time, inside the caller's transaction and day lock: the technician asked
 * for when free, else the least loaded free one who does the service. With no active technician on record,
 * nobody is assigned and any time is taken (as before the schedule existed); with some but none who does the
 * service, it is taken to arrange by phone (API.md 2026-11-28); otherwise a time at which all who do it are
 * taken or away answers 409 naming the nearest free times.
 */
export async function placeVisit(
  tx: Database,
  visit: { id?: string; date: string; time: string; service: string; durationMinutes: number; keep?: string | null },
): Promise<{ technicianId: string | null; toArrange: boolean }> {
  const plan = await dayPlan(tx, visit.date, visit.service);
  if (plan.technicians.length === 0 || plan.toArrange) return { technicianId: null, toArrange: plan.toArrange };
  const start = minutesOf(visit.time);
  if (visit.keep && plan.isFree(visit.keep, start, visit.durationMinutes, visit.id) === 'free') return { technicianId: visit.keep, toArrange: false };
  const [free] = plan.freeFor(start, visit.durationMinutes, visit.id);
  if (free) return { technicianId: free.id, toArrange: false };
  throw new HttpError(409, fullTimeMessage(nearestFreeTimes(plan, visit.time, visit.durationMinutes)));
}

/** Stores the booking, then tells the company and the customer (by phone, and by e-mail when they gave one). */
export async function bookTechnician(deps: BookingDeps & Pick<AppDeps, 'directory'>, fields: BookingFields): Promise<Booking> {
  const { website: _honeypot, ...booking } = fields;
  const id = randomUUID();
  const manage = manageLinkOf(deps, id);
  const durationMinutes = durationOfService(booking.service);
  const { stored, queued } = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, [booking.date]);
    const { technicianId, toArrange } = await placeVisit(tx, { ...booking, durationMinutes });
    const [inserted] = await tx
      .insert(bookings)
      .values({ ...booking, id, otherService: booking.service === 'Other' ? booking.otherService : '', manageTokenHash: manage.hash, technicianId, toArrange, durationMinutes })
      .returning();
    if (!inserted) throw new Error('booking was not stored');
    const booked = toBookingJson(inserted, technicianId ? await technicianNameOf(tx, technicianId) : '');
    const mails = [newBookingMail(deps.config.companyEmail, booked, `${deps.config.publicUrl}${pathTo('showBooking', { id: inserted.id })}`)];
    if (booked.email) mails.push({ ...bookingReceivedMail(booked, manage.url), attachments: [bookingCalendar({ ...booked, id: inserted.id })] });
    await tellCustomer(deps.jobs, tx, bookingReceivedMessage({ ...booked, id: inserted.id }, await shortLink(tx, deps.config.publicUrl, manage.url)));
    return { stored: booked, queued: await storeMails(deps.notify, tx, mails, { bookingId: inserted.id }) };
  });
  // Noted after the day's lock is let go: nothing else is locked while it is held. A visitor's words name
  // nobody on record; the office copies them over from the booking's page (copyBookingDetailsToCustomer).
  await deps.directory.noteVisitor(deps.db, booking);
  await sendStoredMails(queued);
  return stored;
}

/** An admin moves a booking on; each change is mailed to the customer with a calendar file when they gave an e-mail. */
export async function changeBookingStatus(deps: BookingDeps, id: string, change: { status: BookingStatus; note: string }): Promise<Booking> {
  const [current] = await deps.db.select().from(bookings).where(eq(bookings.id, id));
  if (!current) throw new HttpError(404, bookingMessages.notFound);
  if (!bookingTransitions[current.status].includes(change.status)) throw new HttpError(409, bookingMessages.settled);
  if (change.status === 'completed' && !canBeCompleted(current)) throw new HttpError(409, bookingMessages.notVisitedYet);
  // Every notice carries the booking's one link (earlier ones keep working); settled bookings need none.
  const manage = manageLinkOf(deps, id);
  const stillOpen = bookingTransitions[change.status].length > 0;
  const { booking, queued } = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, [current.date]);
    const [changed] = await tx
      .update(bookings)
      .set({ status: change.status, statusNote: change.note, manageTokenHash: manage.hash })
      .where(and(eq(bookings.id, id), eq(bookings.status, current.status), eq(bookings.date, current.date)))
      .returning();
    if (!changed) throw new HttpError(409, bookingMessages.settled);
    const moved = toBookingJson(changed, changed.technicianId ? await technicianNameOf(tx, changed.technicianId) : '');
    const mails = moved.email ? [{ ...bookingStatusMail(moved, stillOpen ? manage.url : undefined), attachments: [bookingCalendar({ ...moved, id: changed.id })] }] : [];
    const told = bookingStatusMessage({ visit: { ...moved, id: changed.id }, at: new Date() }, change.status, await shortLink(tx, deps.config.publicUrl, manage.url));
    if (told) await tellCustomer(deps.jobs, tx, told);
    return { booking: moved, queued: await storeMails(deps.notify, tx, mails, { bookingId: changed.id }) };
  });
  await sendStoredMails(queued);
  return booking;
}

type Visit = Pick<BookingRow, 'name' | 'phone' | 'email' | 'service' | 'otherService' | 'date' | 'time' | 'address' | 'note' | 'statusNote'>;

/**
 * The office puts work it has agreed (an accepted quote) in the calendar: a booking confirmed from the start,
 * placed on a technician's time under the day's lock as every booking is (a full time answers 409 with the
 * nearest free ones). Stored in the caller's transaction; `announceConfirmedVisit` mails the customer once it
 * is committed.
 */
export async function insertConfirmedVisit(deps: Pick<BookingDeps, 'config'>, tx: Database, visit: Visit): Promise<BookingRow> {
  const id = randomUUID();
  const durationMinutes = durationOfService(visit.service);
  await lockScheduleDays(tx, [visit.date]);
  // The office agreed this time with the customer itself: it is never left to arrange.
  const { technicianId } = await placeVisit(tx, { ...visit, durationMinutes });
  const [row] = await tx
    .insert(bookings)
    .values({ ...visit, id, status: 'confirmed', manageTokenHash: manageLinkOf(deps, id).hash, technicianId, durationMinutes })
    .returning();
  if (!row) throw new Error('visit was not stored');
  return row;
}

/**
 * The confirmation the booking lifecycle sends (its calendar file and the link to move or cancel it), stored
 * in the transaction that confirmed the visit; the caller sends it once that has committed.
 */
export async function storeConfirmedVisitMail(deps: BookingDeps, tx: Database, row: BookingRow): Promise<QueuedMail[]> {
  const booking = toBookingJson(row, row.technicianId ? await technicianNameOf(tx, row.technicianId) : '');
  const manage = manageLinkOf(deps, row.id).url;
  await tellCustomer(deps.jobs, tx, bookingConfirmedMessage({ visit: { ...booking, id: row.id }, at: new Date() }, await shortLink(tx, deps.config.publicUrl, manage)));
  if (!booking.email) return [];
  const mail = { ...bookingStatusMail(booking, manage), attachments: [bookingCalendar({ ...booking, id: row.id })] };
  return storeMails(deps.notify, tx, [mail], { bookingId: row.id });
}

export async function findBooking(db: Database, id: string): Promise<Booking> {
  const [row] = await bookingsWithTechnician(db).where(eq(bookings.id, id));
  if (!row) throw new HttpError(404, bookingMessages.notFound);
  return toBookingJson(row.booking, row.technicianName ?? '');
}

export async function technicianNameOf(db: Database, technicianId: string): Promise<string> {
  return (await findUserById(db, technicianId))?.name ?? '';
}

/**
 * A booking's private link to see, move or cancel it: derived from the server's secret and the booking
 * (documentLinkToken), so every mail about it carries the same link and none ends one sent before.
 */
export function manageLinkOf(deps: { config: Config }, bookingId: string): { url: string; hash: string } {
  const link = documentLinkToken(deps.config.accessTokenSecret, 'booking', bookingId);
  return { url: `${deps.config.publicUrl}/bookings/manage/${link.token}`, hash: link.hash };
}

export async function findByManageToken(db: Database, token: string): Promise<BookingRow> {
  const hash = hashSecretToken(token);
  const [row] = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.manageTokenHash, hash), eq(bookings.legacyManageTokenHash, hash)));
  if (!row) throw new HttpError(404, manageMessages.invalidLink);
  return row;
}

/** What the customer's private link shows: the booking and whether it may still be changed. */
export async function managedBooking(db: Database, token: string): Promise<ManagedBooking> {
  const row = await findByManageToken(db, token);
  const booking = toBookingJson(row);
  // The link's holder has no session: the visit's photos are read by the same link (visit-photos.ts).
  booking.visit.photos = row.visitPhotos.map((stored) => `/api/booking/manage/${token}/photos/${visitPhotoName(stored)}`);
  return { booking, canChange: canCustomerChange(row) };
}

/**
 * The customer moves or cancels their own booking, up to an hour before the visit. A moved booking waits
 * for the office to confirm it again; the office is told either way.
 */
export async function changeBookingByCustomer(deps: BookingDeps, token: string, change: { date: string; time: string } | 'cancel'): Promise<ManagedBooking> {
  const current = await findByManageToken(deps.db, token);
  if (!canCustomerChange(current)) throw new HttpError(409, manageMessages.tooLate);
  const { row, queued } = await deps.db.transaction(async (tx) => {
    await lockScheduleDays(tx, change === 'cancel' ? [current.date] : [current.date, change.date]);
    const moved = change === 'cancel' ? undefined : { date: change.date, time: change.time, ...(await placeVisit(tx, { ...current, ...change, keep: current.technicianId })) };
    const [changed] = await tx
      .update(bookings)
      .set(moved ? { ...moved, status: 'pending', statusNote: '' } : { status: 'cancelled' })
      .where(and(eq(bookings.id, current.id), eq(bookings.date, current.date), eq(bookings.time, current.time), eq(bookings.status, current.status)))
      .returning();
    if (!changed) throw new HttpError(409, manageMessages.tooLate);
    const booking = toBookingJson(changed);
    const mails = [customerChangedBookingMail(deps.config.companyEmail, booking, `${deps.config.publicUrl}${pathTo('showBooking', { id: changed.id })}`)];
    if (booking.email) mails.push({ ...bookingStatusMail(booking, undefined), attachments: [bookingCalendar({ ...booking, id: changed.id })] });
    const visit = { visit: { ...booking, id: changed.id }, at: new Date() };
    await tellCustomer(deps.jobs, tx, moved ? bookingChangeReceivedMessage(visit, await shortLink(tx, deps.config.publicUrl, manageLinkOf(deps, changed.id).url)) : bookingCancelledMessage(visit));
    return { row: changed, queued: await storeMails(deps.notify, tx, mails, { bookingId: changed.id }) };
  });
  await sendStoredMails(queued);
  return { booking: toBookingJson(row), canChange: canCustomerChange(row) };
}
