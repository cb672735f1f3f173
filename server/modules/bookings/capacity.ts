import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { lagosClock } from '../../../contracts/lagos-time';
import { minutesOf, overlaps, slotStepMinutes, timeOf, usualDay, workingStretch } from '../../../contracts/schedule';
import { otherService, sameDayLeadMinutes } from '../../../contracts/booking';
import type { WorkingDay } from '../../../contracts/staff';
import type { Database } from '../../db/client';
import { bookings, users } from '../../db/schema';

/**
 * Technicians' time, and the one lock that guards it.
 *
 * LOCK ORDER. Every change to what is booked (a new booking, a move by the office or the customer, a
 * cancellation, a technician's "done", a technician deactivated) runs in one transaction that first takes
 * `pg_advisory_xact_lock(scheduleLockSpace, day)` for each Lagos day it touches, in ascending date order,
 * and only then reads that day's visits. Nothing else is locked while a day lock is held, so two changes can
 * never wait on each other in a circle; the locks end with the transaction. On the embedded database
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

/** Who does a service: those with it among their skills; any technician for 'Other', the office decides. */
function doesService(technician: Technician, service: string): boolean {
  return service === otherService || technician.services.includes(service);
}

type DayVisit = { id: string; technicianId: string | null; time: string; durationMinutes: number };

async function visitsOfDay(db: Database, day: string): Promise<DayVisit[]> {
  return db
    .select({ id: bookings.id, technicianId: bookings.technicianId, time: bookings.time, durationMinutes: bookings.durationMinutes })
    .from(bookings)
    .where(and(eq(bookings.date, day), ne(bookings.status, 'cancelled')));
}

/** A day's picture of who works and what they already have, read once and asked many times. */
export type DayPlan = {
  day: string;
  /** Every active technician. */
  technicians: Technician[];
  /** Technicians who do the service; none means the service is not planned on people's time (as before). */
  qualified: Technician[];
  isFree(technicianId: string, start: number, minutes: number, exceptVisit?: string): 'free' | 'off' | 'busy';
  /** The qualified technicians free for that stretch, least loaded that day first. */
  freeFor(start: number, minutes: number, exceptVisit?: string): Technician[];
};

export async function dayPlan(db: Database, day: string, service: string): Promise<DayPlan> {
  const [technicians, visits] = await Promise.all([activeTechnicians(db), visitsOfDay(db, day)]);
  const qualified = technicians.filter((technician) => doesService(technician, service));
  const byId = new Map(technicians.map((technician) => [technician.id, technician]));
  const loadOf = (technicianId: string) => visits.filter((visit) => visit.technicianId === technicianId).reduce((sum, visit) => sum + visit.durationMinutes, 0);
  const isFree: DayPlan['isFree'] = (technicianId, start, minutes, exceptVisit) => {
    const technician = byId.get(technicianId);
    const stretch = technician ? workingStretch(technician.workingHours, day) : undefined;
    if (!stretch || start < stretch.start || start + minutes > stretch.end) return 'off';
    const wanted = { start, end: start + minutes };
    const clash = visits.some(
      (visit) => visit.technicianId === technicianId && visit.id !== exceptVisit && overlaps(wanted, { start: minutesOf(visit.time), end: minutesOf(visit.time) + visit.durationMinutes }),
    );
    return clash ? 'busy' : 'free';
  };
  return {
    day,
    technicians,
    qualified,
    isFree,
    freeFor: (start, minutes, exceptVisit) =>
      qualified
        .filter((technician) => isFree(technician.id, start, minutes, exceptVisit) === 'free')
        .sort((a, b) => loadOf(a.id) - loadOf(b.id) || a.name.localeCompare(b.name)),
  };
}

/** The times the booking form offers on a day: each step of the qualified technicians' working day. */
export function slotsOf(plan: DayPlan, minutes: number, now: Date = new Date()): { time: string; available: boolean }[] {
  const today = lagosClock(now);
  const earliest = plan.day === today.day ? minutesOf(today.time) + sameDayLeadMinutes : plan.day < today.day ? Infinity : 0;
  if (plan.qualified.length === 0) {
    const times = [];
    for (let start = minutesOf(usualDay.start); start < minutesOf(usualDay.end); start += slotStepMinutes) times.push({ time: timeOf(start), available: true });
    return times;
  }
  const stretches = plan.qualified.map((technician) => workingStretch(technician.workingHours, plan.day)).filter((stretch) => stretch !== undefined);
  if (stretches.length === 0) return [];
  const first = Math.min(...stretches.map((stretch) => stretch.start));
  const last = Math.max(...stretches.map((stretch) => stretch.end));
  const slots = [];
  for (let start = first; start + Math.min(minutes, slotStepMinutes) <= last; start += slotStepMinutes) {
    slots.push({ time: timeOf(start), available: start >= earliest && plan.freeFor(start, minutes).length > 0 });
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
