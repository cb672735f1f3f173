import { createEvent } from 'ics';
import { company } from '../../contracts/company';
import type { MailAttachment } from './transport';

const visitMinutes = 120;

/** The Lagos wall-clock time of a booking as a UTC instant (Lagos is UTC+1 all year). */
function instantOf(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+01:00`);
}

/**
 * A calendar file for the visit, so the customer's phone reminds them; a cancelled booking sends a
 * cancellation of the same event (same UID, higher sequence).
 */
export function bookingCalendar(booking: { id: string; service: string; date: string; time: string; status: string; durationMinutes?: number; address?: string }): MailAttachment {
  const start = instantOf(booking.date, booking.time);
  const cancelled = booking.status === 'cancelled';
  const { error, value } = createEvent({
    uid: `booking-${booking.id}@brightwire.ng`,
    // Calendar apps keep the version with the highest sequence; the time in seconds always grows.
    sequence: Math.floor(Date.now() / 1000),
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    // A completed visit was a confirmed one: calendars must not see it fall back to tentative.
    status: cancelled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    title: `${company.name}: ${booking.service}`,
    description: `Technician visit from ${company.name}. Questions: ${company.phones[0]}.`,
    location: booking.address || 'Your address (as agreed on the phone)',
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.durationMinutes ?? visitMinutes },
    organizer: { name: company.name, email: company.email },
  });
  if (error || !value) throw error ?? new Error('calendar file was not made');
  return { filename: 'booking.ics', content: value, contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}` };
}
