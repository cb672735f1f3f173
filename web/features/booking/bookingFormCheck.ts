import { zodResolver } from '@hookform/resolvers/zod';
import { bookingRequestSchema } from '../../../contracts/booking.schemas';

/** The booking form's zod check: BookingForm fetches it when the form is first used, not with the page. */
export const bookingResolver = zodResolver(bookingRequestSchema);
