import type { WorkingDay } from './staff';

/**
 * How visits take up technicians' time, as plain values and functions the booking form, the board and the
 * server share: how long each service takes, the times the form offers, and overlap.
 */

/** How long a visit takes unless the office says otherwise. */
const serviceMinutes: Record<string, number> = {
  'Industrial Panel Design': 180,
  'Electrical Installation': 180,
  'Solar Services': 180,
  Automation: 120,
  'Fire Alarm Systems': 120,
  'Security Systems': 120,
  Rewinding: 120,
  'Low RPM Alternator': 120,
  'Embedded Systems': 120,
  'Home Appliance Repair': 60,
};
export const defaultVisitMinutes = 60;
export const visitMinutesLimits = { min: 15, max: 720 } as const;

export function durationOfService(service: string): number {
  return serviceMinutes[service] ?? defaultVisitMinutes;
}

/** The times the booking form offers: on the hour, within the working day. */
export const slotStepMinutes = 60;
/** With no technician on record the form offers the company's usual day, every time open. */
export const usualDay = { start: '08:00', end: '17:00' } as const;

export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 1 (Monday) to 7 (Sunday) of a 'YYYY-MM-DD'. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Two stretches of one day overlap when each starts before the other ends. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The stretch a technician works on a day, or undefined on a day off. */
export function workingStretch(hours: WorkingDay[], day: string): { start: number; end: number } | undefined {
  const entry = hours.find((working) => working.day === weekdayOf(day));
  return entry ? { start: minutesOf(entry.start), end: minutesOf(entry.end) } : undefined;
}

/** Where a visit's day and address are best read: the first line of the address, for the board's small cards. */
export function areaOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 3) return parts.at(-2) ?? '';
  return parts.at(-1) ?? '';
}

/** What a technician reports from a visit, in order. */
export const visitSteps = ['on_way', 'arrived', 'done'] as const;
export type VisitStep = (typeof visitSteps)[number];
export const visitStepLabels: Record<VisitStep, string> = { on_way: 'On my way', arrived: 'Arrived', done: 'Done' };

export const scheduleMessages = {
  technicianBusy: 'That technician already has a visit then',
  technicianOff: 'That technician does not work then',
  technicianCannot: 'That technician does not do this service',
  notTechnician: 'Choose an active technician',
  settled: 'A completed or cancelled visit cannot be moved',
  rangeTooLong: 'Choose at most 31 days',
  rangeBackwards: 'The end date must not be before the start date',
  moved: 'Visit moved. The customer has been mailed the new time.',
  notYourVisit: 'Visit not found',
  progressSaved: 'Saved',
  doneNeedsArrival: 'Mark the visit arrived before done',
  tooManyPhotos: 'At most 6 photos a visit',
  dayFull: 'That day is fully booked. Please choose another day.',
} as const;

/** A full time's 409 names the nearest free ones. */
export function fullTimeMessage(nearest: string[]): string {
  if (nearest.length === 0) return scheduleMessages.dayFull;
  const [last, ...rest] = [...nearest].reverse();
  const list = rest.length ? `${rest.reverse().join(', ')} or ${last}` : last;
  return `That time is fully booked. The nearest free ${nearest.length === 1 ? 'time is' : 'times are'} ${list}.`;
}

/** Ticked on Done: the office's dashboard lists the visit until a quote is made from it, or for this many days. */
export const followUpLabel = 'Needs a quote or follow-up';
export const followUpDays = 30;

export const maxVisitPhotos = 6;
export const maxScheduleDays = 31;
