import { zodResolver } from '@hookform/resolvers/zod';
import { bookingRequestSchema } from '../../../contracts/booking.schemas';

/**
 * What the booking form needs once someone uses it, and not before: its zod check and the request that sends
 * it (which reads the answer with zod). BookingForm fetches this on first use.
 */
export const bookingResolver = zodResolver(bookingRequestSchema);
export { bookingsQueryKey, sendBooking } from './bookingRequests';
