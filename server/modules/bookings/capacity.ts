import { and, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { minutesOf, slotStepMinutes, timeOf, usualDay, workingStretch } from '../../../contracts/schedule';
import { sameDayLeadMinutes } from '../../../contracts/booking';
import type { WorkingDay } from '../../../contracts/staff';
import { doesService, standingOf, type Holiday, type Standing, type TimeOffEntry } from '../../../contracts/time-off';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { holidays, timeOff } from '../staff/tables';
import { bookings } from './tables';

/**
 * Technicians' time, and the one lock that guards it.
 *
 * LOCK ORDER. Every change to what is booked (a new booking, a move by the office or the customer, a
 * cancellation, a technician's "done", a technician deactivated, time off or a holiday added or removed)
 * runs in one transaction that first takes `pg_advisory_xact_lock(scheduleLockSpace, day)` for each Lagos day
 * it touches, in ascending date order, and only then reads that day's visits. Nothing else is locked while a
 * day lock is held but the rows of the catalogue parts a technician's report used (stock, in product id order;
 * nothing holding a product's row ever takes a day lock), so two changes can never wait on each other in a circle; the locks end with the transaction. On the embedded database
 * transactions already run one at a time, and the lock is taken all the same.
 */
const scheduleLockSpace = 2511;

export async function lockScheduleDays(tx: Database, days: string[]): Promise<void> {
  for (const day of [...new Set(days)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${scheduleLockSpace}, ${Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)})`);
  }
}

type Technician = { id: string; name: string; phone: string; services: string[]; workingHours: WorkingDay[] };

/** Technicians who may be given work: staff with the technician role who have not been deactivated. */
export async function activeTechnicians(db: Database): Promise<Technician[]> {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, services: users.services, workingHours: users.workingHours })
    .from(users)
    .where(and(eq(users.role, 'technician'), isNull(users.deactivatedAt)))
    .orderBy(users.name, users.id);
}

type DayVisit = { id: string; technicianId: string | null; date: string; time: string; durationMinutes: number };

/**
 * What takes technicians' time in a range of days: the visits placed, their time off and the company's holidays.
 * Read one after another: a booking asks inside its transaction, whose one connection answers one query at a time.
 */
async function awayAndBooked(db: Database, from: string, to: string): Promise<{ visits: DayVisit[]; timeOff: TimeOffEntry[]; holidays: Holiday[] }> {
  const visits = await db
    .select({ id: bookings.id, technicianId: bookings.technicianId, date: bookings.date, time: bookings.time, durationMinutes: bookings.durationMinutes })
    .from(bookings)
    .where(and(gte(bookings.date, from), lte(bookings.date, to), ne(bookings.status, 'cancelled')));
  const away = await db
    .select({ technicianId: timeOff.technicianId, from: timeOff.fromDay, to: timeOff.toDay, start: timeOff.startTime, end: timeOff.endTime })
    .from(timeOff)
    .where(and(lte(timeOff.fromDay, to), gte(timeOff.toDay, from)));
  const closed = await db
    .select({ date: holidays.day, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.day, from), lte(holidays.day, to)));
  return { visits, timeOff: away, holidays: closed };
}

/** A day's picture of who works and what they already have, read once and asked many times. */
export type DayPlan = {
  day: string;
  /** Every active technician; none means the schedule is not kept on people's time (as before it existed). */
  technicians: Technician[];
  /** Technicians who do the service. */
  qualified: Technician[];
  /** Technicians are on record but none does the service: the office calls the customer to arrange it. */
  toArrange: boolean;
  isFree(technicianId: string, start: number, minutes: number, exceptVisit?: string): Standing;
  /** The qualified technicians free for that stretch, least loaded that day first. */
  freeFor(start: number, minutes: number, exceptVisit?: string): Technician[];
};

/** The plans of each day from `from` to `to`, read in one go (the availability's next free days ask many). */
export async function dayPlans(db: Database, from: string, to: string, service: string): Promise<DayPlan[]> {
  const technicians = await activeTechnicians(db);
  const known = await awayAndBooked(db, from, to);
  const qualified = technicians.filter((technician) => doesService(technician, service));
  const byId = new Map(technicians.map((technician) => [technician.id, technician]));
  const plans: DayPlan[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const visits = known.visits.filter((visit) => visit.date === day);
    const loadOf = (technicianId: string) => visits.filter((visit) => visit.technicianId === technicianId).reduce((sum, visit) => sum + visit.durationMinutes, 0);
    const isFree: DayPlan['isFree'] = (technicianId, start, minutes, exceptVisit) => {
      const technician = byId.get(technicianId);
      if (!technician) return 'off';
      return standingOf(technician, { day, start, minutes, service, exceptVisit }, { ...known, visits });
    };
    plans.push({
      day,
      technicians,
      qualified,
      toArrange: technicians.length > 0 && qualified.length === 0,
      isFree,
      freeFor: (start, minutes, exceptVisit) =>
        qualified.filter((technician) => isFree(technician.id, start, minutes, exceptVisit) === 'free').sort((a, b) => loadOf(a.id) - loadOf(b.id) || a.name.localeCompare(b.name)),
    });
  }
  return plans;
}

export async function dayPlan(db: Database, day: string, service: string): Promise<DayPlan> {
  const [plan] = await dayPlans(db, day, day, service);
  if (!plan) throw new Error('a day has a plan');
  return plan;
}

type Slot = { time: string; available: boolean; taken: boolean };

/**
 * The times the booking form offers on a day: each step of the qualified technicians' working day. A time is
 * `taken` only when someone who does the service works then and is booked; a time nobody could take (the
 * visit would run past everyone's day, or they are away) is simply not available. A service to arrange has none.
 */
export function slotsOf(plan: DayPlan, minutes: number, now: Date = new Date()): Slot[] {
  const today = lagosClock(now);
  const earliest = plan.day === today.day ? minutesOf(today.time) + sameDayLeadMinutes : plan.day < today.day ? Infinity : 0;
  if (plan.toArrange) return [];
  if (plan.technicians.length === 0) {
    const times = [];
    for (let start = minutesOf(usualDay.start); start < minutesOf(usualDay.end); start += slotStepMinutes) times.push({ time: timeOf(start), available: true, taken: false });
    return times;
  }
  const stretches = plan.qualified.map((technician) => workingStretch(technician.workingHours, plan.day)).filter((stretch) => stretch !== undefined);
  if (stretches.length === 0) return [];
  const first = Math.min(...stretches.map((stretch) => stretch.start));
  const last = Math.max(...stretches.map((stretch) => stretch.end));
  const slots = [];
  for (let start = first; start + Math.min(minutes, slotStepMinutes) <= last; start += slotStepMinutes) {
    const available = start >= earliest && plan.freeFor(start, minutes).length > 0;
    const taken = !available && start >= earliest && plan.qualified.some((technician) => plan.isFree(technician.id, start, minutes) === 'busy');
    slots.push({ time: timeOf(start), available, taken });
  }
  return slots;
}

/** The free times nearest the one asked for, at most three, in the day's order. */
export function nearestFreeTimes(plan: DayPlan, time: string, minutes: number, now: Date = new Date()): string[] {
  const wanted = minutesOf(time);
  return slotsOf(plan, minutes, now)
    .filter((slot) => slot.available)
    .sort((a, b) => Math.abs(minutesOf(a.time) - wanted) - Math.abs(minutesOf(b.time) - wanted) || a.time.localeCompare(b.time))
    .slice(0, 3)
    .map((slot) => slot.time)
    .sort();
}

/** How far ahead a full day looks for the next days with a free time. */
const nextFreeSearchDays = 31;

/** Up to three days after `day` with a free time for the service, within the month after it. */
export async function nextFreeDays(db: Database, day: string, service: string, minutes: number, now: Date = new Date()): Promise<string[]> {
  const plans = await dayPlans(db, addDays(day, 1), addDays(day, nextFreeSearchDays), service);
  if (plans[0]?.toArrange) return [];
  return plans
    .filter((plan) => slotsOf(plan, minutes, now).some((slot) => slot.available))
    .slice(0, 3)
    .map((plan) => plan.day);
}
