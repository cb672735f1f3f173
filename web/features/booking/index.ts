/**
 * What other features may use of bookings. Parts that bring code of their own (the form, a customer's list)
 * are handed out as loaders, so that importing this entry never puts them in the importer's chunk.
 */
export { BookingBanner } from './BookingBanner';
/** A booking by its id, for a quote started from it. */
export { bookingQueryOptions } from './api';

export const loadBookingForm = () => import('./BookingForm').then((module) => module.BookingForm);
export const loadMyBookings = () => import('./MyBookings').then((module) => module.MyBookings);
