import { lagosClock } from './lagos-time';
import { serviceTitles } from './services';

/**
 * What a booking may be and when, as plain values and functions: the public booking form shows them before
 * it loads zod (booking.schemas.ts builds the schemas from them, and a phone pays for every schema it builds).
 */

export const otherService = 'Other';
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookableServices = [...serviceTitles, otherService] as const;

export const bookingMessages = {
  dateInPast: 'Date cannot be in the past',
  dateFirst: 'You need to input date first',
  tooSoon: 'For today, time must be at least 1 hour from now',
  received: 'Your booking has been received. We will call you within 1-2 business hours to confirm.',
  toArrange: 'Your booking has been received. This service is arranged by phone: our office will call you within 1-2 business hours to agree a time.',
  notFound: 'Booking not found',
  updated: 'Booking updated',
  settled: 'This booking can no longer change to that status',
  noSuchDate: 'That date does not exist. Choose a day from the calendar',
  noSuchTime: 'Enter a time between 00:00 and 23:59',
  notVisitedYet: 'A booking can be marked completed from the day of the visit',
  reinstated: 'Booking reinstated',
  notCancelled: 'Only a cancelled booking can be reinstated',
  reinstatePast: 'This booking cannot be reinstated: its time has passed. Make a new booking instead.',
  reinstateTaken: 'This booking cannot be reinstated: every technician who does this service is busy then. Make a new booking at a free time.',
  detailsCopied: 'The customer now has the details of this booking',
  noCustomerKeys: 'This booking has no phone number or e-mail to find the customer by',
  photoNotFound: 'Photo not found',
} as const;

/** What the booking form says about the day's times (GET /booking/availability). */
export const availabilityTexts = {
  toArrange: 'This service is arranged by phone: send your request with the day and time that suit you, and our office will call you to arrange it.',
  dayFull: 'No technician is free that day. Please choose another day.',
  nextFree: 'Next days with free times',
  toArrangeLabel: 'To arrange',
} as const;

/** How a booking is named on the phone and on screen: 'BK-' and the last 6 characters of its id. */
export function bookingReference(id: string): string {
  return `BK-${id.slice(-6).toUpperCase()}`;
}

/** Same-day bookings need this much notice (SPEC.md section 9). */
export const sameDayLeadMinutes = 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The date and time rules of a booking, judged on the Lagos clock: no past day, and for today a time at
 * least an hour ahead. Answers the field and message of the first rule broken, or undefined.
 */
export function bookingDateRules(date: string, time: string, now: Date = new Date()): { field: 'date' | 'time'; message: string } | undefined {
  const today = lagosClock(now);
  if (!date) return time ? { field: 'time', message: bookingMessages.dateFirst } : undefined;
  if (date < today.day) return { field: 'date', message: bookingMessages.dateInPast };
  if (date === today.day && time && minutesOf(time) < minutesOf(today.time) + sameDayLeadMinutes) {
    return { field: 'time', message: bookingMessages.tooSoon };
  }
  return undefined;
}

/** Where a booking may go next; completed and cancelled bookings are settled. */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const manageMessages = {
  invalidLink: 'This link is invalid. Please use the latest link we sent you.',
  tooLate: 'Bookings can be changed up to 1 hour before the visit. Please call us.',
  rescheduled: 'Your booking has been moved. We will call to confirm the new time.',
  cancelled: 'Your booking has been cancelled.',
} as const;

/** A visit is done on its day or later: marking it completed before its Lagos day is a slip of the finger. */
export function canBeCompleted(booking: { date: string }, now: Date = new Date()): boolean {
  return booking.date <= lagosClock(now).day;
}

/** On the visit's day but before its time: allowed, and the back office asks first. */
export function visitStillAhead(booking: { date: string; time: string }, now: Date = new Date()): boolean {
  const today = lagosClock(now);
  return booking.date > today.day || (booking.date === today.day && booking.time > today.time);
}

/** A booking may be changed by its customer until an hour before the visit, on the Lagos clock. */
export function canCustomerChange(booking: { date: string; time: string; status: BookingStatus }, now: Date = new Date()): boolean {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return false;
  const visit = new Date(`${booking.date}T${booking.time}:00+01:00`).getTime();
  return visit - now.getTime() >= sameDayLeadMinutes * 60 * 1000;
}
