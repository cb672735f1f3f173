import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type {
  Booking,
  BookingCounts,
  BookingDetailsCopied,
  bookingRequestSchema,
  bookingStatusChangeSchema,
  BookingListQuery,
  ManagedBooking,
  RescheduleRequest,
} from '../../../contracts/booking.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

/** Technician bookings (/api/booking): sent by visitors, moved by customers from their link, run by admins. */

export type BookingFields = z.output<typeof bookingRequestSchema>;
export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;
type WithMessage<Answer> = Answer & { message: string };

export const bookingsQueryKey = ['bookings'] as const;

export function sendBooking(fields: BookingFields) {
  return apiPost<WithMessage<Booking>>('/booking', fields);
}

/** The Booking History's pages, filtered and sorted by the server; the filters come from the page's address. */
export function bookingList(filters: BookingListQuery): PagedListSource<'bookings'> {
  return { queryKey: [...bookingsQueryKey, 'admin'], path: '/booking', name: 'bookings', filters };
}

/** How many bookings each Booking History tab holds. */
export const bookingCountsQueryOptions = queryOptions({
  queryKey: [...bookingsQueryKey, 'counts'],
  queryFn: () => apiGet<BookingCounts>('/booking/counts'),
});

/** The bookings CSV; it takes the list's filters. */
export const bookingsExportPath = '/api/booking/export.csv';

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, id],
    queryFn: () => apiGet<Booking>(`/booking/${encodeURIComponent(id)}`),
  });
}

/** The admin moves a booking on (bookingTransitions); a move that is not allowed answers 409 with its reason. */
export function changeBookingStatus(id: string, change: BookingStatusChange) {
  return apiPatch<WithMessage<Booking>>(`/booking/${encodeURIComponent(id)}/status`, change);
}

/** The office puts a cancelled booking back on while its time is still free; a taken time answers 409 with its reason. */
export function reinstateBooking(id: string) {
  return apiPost<WithMessage<Booking>>(`/booking/${encodeURIComponent(id)}/reinstate`);
}

/** The office makes what the visitor typed on this booking the details of the customer it names. */
export function copyBookingDetailsToCustomer(id: string) {
  return apiPost<BookingDetailsCopied>(`/booking/${encodeURIComponent(id)}/customer`);
}

/** A signed-in customer's own bookings, made with their confirmed e-mail, a few at a time. */
export const myBookingList: PagedListSource<'bookings'> = { queryKey: [...bookingsQueryKey, 'mine'], path: '/booking/mine', name: 'bookings', pageSize: 10 };

/** A customer's own booking, reached through the private link we mailed them (no account needed). */
export function managedBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['managed-booking', token],
    queryFn: () => apiGet<ManagedBooking>(`/booking/manage/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function rescheduleBooking(token: string, change: RescheduleRequest) {
  return apiPost<WithMessage<ManagedBooking>>(`/booking/manage/${encodeURIComponent(token)}/reschedule`, change);
}

export function cancelBooking(token: string) {
  return apiPost<WithMessage<ManagedBooking>>(`/booking/manage/${encodeURIComponent(token)}/cancel`);
}
