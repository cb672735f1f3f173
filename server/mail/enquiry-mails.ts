import { formatDay, formatTime } from '../../contracts/lagos-time';
import { composeMail } from './layout';

type BookingDetails = { name: string; phone: string; email: string; service: string; otherService: string; date: string; time: string; note: string };
type ContactDetails = { name: string; phone: string; email: string; subject: string; message: string };

const serviceOf = (booking: BookingDetails) => (booking.service === 'Other' ? `Other: ${booking.otherService}` : booking.service);
const when = (booking: BookingDetails) => `${formatDay(booking.date)} at ${formatTime(booking.time)}`;

export function newBookingMail(to: string, booking: BookingDetails, detailLink: string) {
  return composeMail(to, `New booking: ${serviceOf(booking)} on ${formatDay(booking.date)}`, 'A new technician booking has arrived.', [
    `Name: ${booking.name}`,
    `Phone: ${booking.phone}`,
    `Email: ${booking.email || 'N/A'}`,
    `Service: ${serviceOf(booking)}`,
    `When: ${when(booking)}`,
    `Notes: ${booking.note || 'N/A'}`,
    { link: detailLink, label: 'Open the booking' },
  ]);
}

export function bookingReceivedMail(booking: BookingDetails, manageLink: string) {
  return composeMail(booking.email, 'We have received your booking', `Hello ${booking.name},`, [
    `Thank you for booking ${serviceOf(booking)} for ${when(booking)}.`,
    `One of our engineers will call you on ${booking.phone} within 1-2 business hours to confirm the visit.`,
    'Need another time? Move or cancel it yourself up to 1 hour before the visit, at no fee:',
    manageLinkLine(manageLink),
    'For an emergency, call our hotline rather than waiting for us.',
  ]);
}

export function contactMessageMail(to: string, message: ContactDetails) {
  return composeMail(to, `Website message: ${message.subject || 'General Inquiry'} from ${message.name}`, 'A visitor sent a message through the website.', [
    `Name: ${message.name}`,
    `Phone: ${message.phone}`,
    `Email: ${message.email || 'N/A'}`,
    `Subject: ${message.subject || 'N/A'}`,
    message.message,
  ]);
}

const statusWords: Record<string, string> = {
  pending: 'is waiting for confirmation',
  confirmed: 'is confirmed',
  completed: 'is complete. Thank you for choosing us',
  cancelled: 'has been cancelled',
};

export function bookingStatusMail(booking: BookingDetails & { status: string; statusNote: string }, manageLink: string | undefined) {
  return composeMail(booking.email, `Your booking ${statusWords[booking.status] ?? 'has changed'}`, `Hello ${booking.name},`, [
    `Your booking for ${serviceOf(booking)} on ${when(booking)} ${statusWords[booking.status] ?? 'has changed'}.`,
    ...(booking.statusNote ? [`A note from us: ${booking.statusNote}`] : []),
    'The attached calendar file keeps your phone up to date.',
    ...(manageLink ? ['To move or cancel it, up to 1 hour before the visit and at no fee:', manageLinkLine(manageLink)] : []),
  ]);
}

export function manageLinkLine(link: string) {
  return { link, label: 'See, move or cancel my booking' };
}

export function customerChangedBookingMail(to: string, booking: BookingDetails & { status: string }, detailLink: string) {
  const what = booking.status === 'cancelled' ? 'cancelled' : `moved to ${when(booking)}`;
  return composeMail(to, `Booking ${what} by the customer: ${booking.name}`, `${booking.name} has ${what} their booking.`, [
    `Service: ${serviceOf(booking)}`,
    `Phone: ${booking.phone}`,
    `Email: ${booking.email || 'N/A'}`,
    { link: detailLink, label: 'Open the booking' },
  ]);
}
