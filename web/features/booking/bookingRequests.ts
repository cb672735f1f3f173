import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { bookingSchema, type bookingRequestSchema } from '../../../contracts/booking';
import { apiGet, apiPost } from '../../lib/api';

/** Technician bookings (/api/booking): sent by visitors, read by admins. */

export type BookingFields = z.output<typeof bookingRequestSchema>;

export const bookingsQueryKey = ['bookings'] as const;

export const bookingsQueryOptions = queryOptions({
  queryKey: bookingsQueryKey,
  queryFn: async () => z.object({ bookings: z.array(bookingSchema) }).parse(await apiGet('/booking')).bookings,
});

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, id],
    queryFn: async () => bookingSchema.parse(await apiGet(`/booking/${encodeURIComponent(id)}`)),
  });
}

const receivedBookingSchema = bookingSchema.extend({ message: z.string().optional() });

export async function sendBooking(fields: BookingFields) {
  return receivedBookingSchema.parse(await apiPost('/booking', fields));
}
