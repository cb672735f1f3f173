import type { Booking } from '../../../contracts/booking.schemas';
import { bookableServices } from '../../../contracts/booking';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import { carriedOverFromBooking } from '../documents';
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
 * A quote for a booked visit: the customer and the service as its title, as any document carries them over,
 * the service booked when still offered, and the link back. What the customer wrote when booking goes to the
 * office's notes: the quote's own notes are for the customer to read, and start empty.
 */
export function prefillOfBooking(booking: Booking): QuotePrefill {
  const service = bookableServices.find((bookable) => bookable === booking.service);
  const { notes, ...carried } = carriedOverFromBooking(booking);
  return { ...carried, officeNotes: notes, ...(service ? { service } : {}), sourceBookingId: booking._id };
}
