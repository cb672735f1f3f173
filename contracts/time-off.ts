import type { WorkingDay } from './staff';
import { minutesOf, overlaps, scheduleMessages, workingStretch } from './schedule';
import { otherService } from './booking';

/**
 * Who can take a visit when: a technician's week, their dated time off and the company's holidays, as one
 * plain rule the server's capacity checks, the board's shading and drag, and the move form all read
 * (API.md 2026-11-28 "Bookings to arrange, time off").
 */

export const timeOffReasons = ['leave', 'sickness', 'training', 'other'] as const;
export type TimeOffReason = (typeof timeOffReasons)[number];
export const timeOffReasonLabels: Record<TimeOffReason, string> = { leave: 'Leave', sickness: 'Sickness', training: 'Training', other: 'Other' };

/** Time off is recorded a few weeks at a time: each day it covers is locked while it is added. */
export const maxTimeOffDays = 62;

export type TimeOffEntry = { technicianId: string; from: string; to: string; start: string; end: string };
export type Holiday = { date: string; name: string };

export const timeOffMessages = {
  added: 'Time off recorded',
  addedWithClashes: 'Time off recorded. Move the visits it now clashes with.',
  removed: 'Time off removed',
  notFound: 'Time off not found',
  holidayAdded: 'Holiday recorded',
  holidayAddedWithClashes: 'Holiday recorded. Move the visits booked that day.',
  holidayRemoved: 'Holiday removed',
  holidayTaken: 'That day is already a holiday',
  holidayNotFound: 'Holiday not found',
  daysInOrder: 'The last day must not be before the first',
  tooLong: `Record at most ${maxTimeOffDays} days at a time`,
  partOfOneDay: 'Part of a day is for one day only',
  hoursInOrder: 'Time off must end after it starts',
  bothTimes: 'Give both times for part of a day, or neither for whole days',
  hoursRequested: 'Your request has been sent to the office',
  notYours: 'You can only see and add your own time off',
  staffOnly: 'Only staff can see the holidays',
} as const;

/** The stretches of a day a technician is away (minutes from midnight), from their time off and the holidays. */
export function awayStretches(technicianId: string, day: string, timeOff: TimeOffEntry[], holidays: Holiday[]): { start: number; end: number }[] {
  if (holidays.some((holiday) => holiday.date === day)) return [{ start: 0, end: 24 * 60 }];
  return timeOff
    .filter((entry) => entry.technicianId === technicianId && entry.from <= day && day <= entry.to)
    .map((entry) => (entry.start && entry.end ? { start: minutesOf(entry.start), end: minutesOf(entry.end) } : { start: 0, end: 24 * 60 }));
}

export type Standing = 'free' | 'busy' | 'off' | 'cannot';
export const standingLabels: Record<Standing, string> = { free: 'free and does this', busy: 'busy', off: 'off', cannot: 'does not do this' };

type PlacedVisit = { id: string; technicianId: string | null; date: string; time: string; durationMinutes: number };

/**
 * Whether a technician can take a visit of `minutes` from `start` on `day`: they must do the service, work
 * then (inside their day, not away) and have no other visit at that time. `exceptVisit` is the visit being moved.
 */
export function standingOf(
  technician: { id: string; services: string[]; workingHours: WorkingDay[] },
  visit: { day: string; start: number; minutes: number; service: string; exceptVisit?: string },
  known: { visits: PlacedVisit[]; timeOff: TimeOffEntry[]; holidays: Holiday[] },
): Standing {
  if (!doesService(technician, visit.service)) return 'cannot';
  const wanted = { start: visit.start, end: visit.start + visit.minutes };
  const stretch = workingStretch(technician.workingHours, visit.day);
  if (!stretch || wanted.start < stretch.start || wanted.end > stretch.end) return 'off';
  if (awayStretches(technician.id, visit.day, known.timeOff, known.holidays).some((away) => overlaps(wanted, away))) return 'off';
  const clash = known.visits.some(
    (placed) =>
      placed.technicianId === technician.id &&
      placed.date === visit.day &&
      placed.id !== visit.exceptVisit &&
      overlaps(wanted, { start: minutesOf(placed.time), end: minutesOf(placed.time) + placed.durationMinutes }),
  );
  return clash ? 'busy' : 'free';
}

/** Why a technician cannot take a visit, in the words the server refuses a move with. */
export const standingRefusals: Record<Exclude<Standing, 'free'>, string> = {
  busy: scheduleMessages.technicianBusy,
  off: scheduleMessages.technicianOff,
  cannot: scheduleMessages.technicianCannot,
};

/** Who does a service: those with it among their skills; any technician for 'Other', the office decides. */
export function doesService(technician: { services: string[] }, service: string): boolean {
  return service === otherService || technician.services.includes(service);
}
