import type { Booking } from '../../../contracts/booking.schemas';
import { bookableServices, otherService } from '../../../contracts/booking';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import type { QuotePrefill } from './quoteFormValues';

/** A quote answering an inbox message: the sender, the subject as its title, and their words in the notes. */
export function prefillOfMessage(message: InboxMessage): QuotePrefill {
  return {
    customer: { name: message.name, email: message.email, phone: message.phone },
    title: message.subject,
    notes: message.message,
    sourceMessageId: message._id,
  };
}

/**
 * A quote for a booked visit: the customer, the service booked and their notes. 'Other' keeps the visitor's
 * own words for the service in the title and the notes.
 */
export function prefillOfBooking(booking: Booking): QuotePrefill {
  const other = booking.service === otherService;
  const service = bookableServices.find((bookable) => bookable === booking.service);
  return {
    customer: { name: booking.name, email: booking.email, phone: booking.phone },
    title: other ? booking.otherService : booking.service,
    ...(service ? { service } : {}),
    notes: [other ? `Service asked for: ${booking.otherService}` : '', booking.note].filter(Boolean).join('\n\n'),
    sourceBookingId: booking._id,
  };
}
