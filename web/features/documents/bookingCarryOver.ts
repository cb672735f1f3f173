import { otherService } from '../../../contracts/booking';
import type { Booking } from '../../../contracts/booking.schemas';
import type { QuoteDraftInput } from '../../../contracts/quotes.schemas';

/** What a quote and an invoice both carry: the customer, the title, the notes. */
export type CarriedOver = Pick<QuoteDraftInput, 'customer' | 'title' | 'notes'>;

/**
 * A quote or an invoice for a booked visit: the customer and where the visit is, the service as its title and
 * their notes. 'Other' keeps the visitor's own words for the service in the title and the notes.
 */
export function carriedOverFromBooking(booking: Booking): CarriedOver {
  const other = booking.service === otherService;
  return {
    customer: { name: booking.name, email: booking.email, phone: booking.phone, address: booking.address },
    title: other ? booking.otherService : booking.service,
    notes: [other ? `Service asked for: ${booking.otherService}` : '', booking.note].filter(Boolean).join('\n\n'),
  };
}
