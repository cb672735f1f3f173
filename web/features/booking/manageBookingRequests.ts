import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { managedBookingSchema, type RescheduleRequest } from '../../../contracts/booking.schemas';
import { apiGet, apiPost } from '../../lib/api';

/** A customer's own booking, reached through the private link we mailed them (no account needed). */
export function managedBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['managed-booking', token],
    queryFn: async () => managedBookingSchema.parse(await apiGet(`/booking/manage/${encodeURIComponent(token)}`)),
    retry: false,
  });
}

const changedBookingSchema = managedBookingSchema.extend({ message: z.string() });

export async function rescheduleBooking(token: string, change: RescheduleRequest) {
  return changedBookingSchema.parse(await apiPost(`/booking/manage/${encodeURIComponent(token)}/reschedule`, change));
}

export async function cancelBooking(token: string) {
  return changedBookingSchema.parse(await apiPost(`/booking/manage/${encodeURIComponent(token)}/cancel`));
}
