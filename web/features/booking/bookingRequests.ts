import { z } from 'zod';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookingSchema, type bookingRequestSchema, type bookingStatusChangeSchema, type BookingListQuery } from '../../../contracts/booking.schemas';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

/** Technician bookings (/api/booking): sent by visitors, read by admins. */

export type BookingFields = z.output<typeof bookingRequestSchema>;

export const bookingsQueryKey = ['bookings'] as const;

/** The admin's list, filtered and sorted by the server; the filters come from the page's address. */
export function bookingsQueryOptions(filters: BookingListQuery) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'list', filters],
    queryFn: async () => {
      const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return z.object({ bookings: z.array(bookingSchema) }).parse(await apiGet(`/booking?${query}`)).bookings;
    },
    placeholderData: keepPreviousData,
  });
}

export const bookingsExportHref = '/api/booking/export.csv';

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

export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;

const updatedBookingSchema = bookingSchema.extend({ message: z.string() });

/** The admin moves a booking on (bookingTransitions); a move that is not allowed answers 409 with its reason. */
export async function changeBookingStatus(id: string, change: BookingStatusChange) {
  return updatedBookingSchema.parse(await apiPatch(`/booking/${encodeURIComponent(id)}/status`, change));
}
