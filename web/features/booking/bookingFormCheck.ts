import { zodResolver } from '@hookform/resolvers/zod';
import { bookingRequestSchema, rescheduleSchema } from '../../../contracts/booking.schemas';

/** The booking forms' zod checks: each form fetches this module when it is first used, not with the page. */
export const bookingResolver = zodResolver(bookingRequestSchema);
export const rescheduleResolver = zodResolver(rescheduleSchema);
