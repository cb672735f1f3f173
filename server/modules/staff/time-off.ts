import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { minutesOf, overlaps } from '../../../contracts/schedule';
import { staffMessages } from '../../../contracts/staff';
import { awayStretches, timeOffMessages } from '../../../contracts/time-off';
import type { HolidayRecord, TimeOff, holidayRequestSchema, timeOffRequestSchema } from '../../../contracts/time-off.schemas';
import type { Booking } from '../../../contracts/booking.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { holidays, timeOff } from './tables';
import { HttpError } from '../../errors';
import { findUserById } from '../auth';
import { lockScheduleDays, toBookingJson, visitsOn } from '../bookings';

type TimeOffRow = typeof timeOff.$inferSelect;

function toTimeOffJson(row: TimeOffRow): TimeOff {
  return {
    _id: row.id,
    technicianId: row.technicianId,
    from: row.fromDay,
    to: row.toDay,
    start: row.startTime,
    end: row.endTime,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

function daysFrom(from: string, to: string): string[] {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

async function ensureStaff(db: Database, id: string): Promise<void> {
  const member = await findUserById(db, id);
  if (!member || member.role === 'customer') throw new HttpError(404, staffMessages.notFound);
}

/** A staff member's time off from a day on (today by default), in date order. */
export async function timeOffOf(db: Database, technicianId: string, from = lagosClock().day): Promise<TimeOff[]> {
  await ensureStaff(db, technicianId);
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.technicianId, technicianId), gte(timeOff.toDay, from)))
    .orderBy(asc(timeOff.fromDay), asc(timeOff.startTime), asc(timeOff.id));
  return rows.map(toTimeOffJson);
}

/** Everyone's time off touching a range of days, for the board. */
export async function timeOffBetween(db: Database, from: string, to: string): Promise<TimeOff[]> {
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(lte(timeOff.fromDay, to), gte(timeOff.toDay, from)))
    .orderBy(asc(timeOff.fromDay), asc(timeOff.id));
  return rows.map(toTimeOffJson);
}

/**
 * Records time off, under the day locks of every day it covers (it changes who can be booked then).
 *
 * Time off that clashes with visits already placed is recorded all the same, and answered with those visits
 * for the office to move: a sick day or a course is a fact of the technician's life, not a request the
 * schedule may turn down, and refusing it would only leave the visit promised to someone who will not come.
 * The board lists the clash too, since the visit now sits inside the technician's shaded time.
 */
export async function addTimeOff(db: Database, technicianId: string, entry: z.output<typeof timeOffRequestSchema>): Promise<TimeOff & { clashes: Booking[] }> {
  await ensureStaff(db, technicianId);
  const days = daysFrom(entry.from, entry.to);
  return db.transaction(async (tx) => {
    await lockScheduleDays(tx, days);
    const [row] = await tx
      .insert(timeOff)
      .values({ technicianId, fromDay: entry.from, toDay: entry.to, startTime: entry.start, endTime: entry.end, reason: entry.reason, note: entry.note })
      .returning();
    if (!row) throw new Error('time off was not stored');
    const away = [{ technicianId, from: entry.from, to: entry.to, start: entry.start, end: entry.end }];
    const clashes = (await visitsOn(tx, days, technicianId)).filter(({ booking }) =>
      awayStretches(technicianId, booking.date, away, []).some((stretch) => overlaps(stretch, { start: minutesOf(booking.time), end: minutesOf(booking.time) + booking.durationMinutes })),
    );
    return { ...toTimeOffJson(row), clashes: clashes.map((found) => toBookingJson(found.booking, found.technicianName ?? '')) };
  });
}

export async function removeTimeOff(db: Database, technicianId: string, timeOffId: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(timeOff)
      .where(and(eq(timeOff.id, timeOffId), eq(timeOff.technicianId, technicianId)));
    if (!found) return false;
    await lockScheduleDays(tx, daysFrom(found.fromDay, found.toDay));
    return (await tx.delete(timeOff).where(eq(timeOff.id, timeOffId)).returning()).length > 0;
  });
  if (!removed) throw new HttpError(404, timeOffMessages.notFound);
}

const toHolidayJson = (row: typeof holidays.$inferSelect): HolidayRecord => ({ _id: row.id, date: row.day, name: row.name });

export async function listHolidays(db: Database, from = lagosClock().day, to?: string): Promise<HolidayRecord[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(and(gte(holidays.day, from), ...(to ? [lte(holidays.day, to)] : [])))
    .orderBy(asc(holidays.day));
  return rows.map(toHolidayJson);
}

/** A public holiday closes the day for everyone; like time off it is recorded and answers the visits booked then. */
export async function addHoliday(db: Database, holiday: z.output<typeof holidayRequestSchema>): Promise<HolidayRecord & { clashes: Booking[] }> {
  return db.transaction(async (tx) => {
    await lockScheduleDays(tx, [holiday.date]);
    const [row] = await tx.insert(holidays).values({ day: holiday.date, name: holiday.name }).onConflictDoNothing().returning();
    if (!row) throw new HttpError(409, timeOffMessages.holidayTaken);
    const clashes = await visitsOn(tx, [holiday.date]);
    return { ...toHolidayJson(row), clashes: clashes.map((found) => toBookingJson(found.booking, found.technicianName ?? '')) };
  });
}

export async function removeHoliday(db: Database, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(holidays).where(eq(holidays.id, id));
    if (!found) return false;
    await lockScheduleDays(tx, [found.day]);
    return (await tx.delete(holidays).where(eq(holidays.id, id)).returning()).length > 0;
  });
  if (!removed) throw new HttpError(404, timeOffMessages.holidayNotFound);
}
