import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import type { Schedule, ScheduleChange } from '../../../contracts/schedule.schemas';
import { apiGet, apiPatch } from '../../lib/api';

/** The office's schedule board (/api/schedule) and the one call that moves or assigns a visit. */

export const scheduleQueryKey = ['schedule'] as const;

export function scheduleQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...scheduleQueryKey, from, to],
    queryFn: () => apiGet<Schedule>(`/schedule?from=${from}&to=${to}`),
  });
}

/** PATCH /booking/{id}/schedule: a clash answers 409 with its reason; the customer is mailed the new time. */
export function moveVisit(id: string, change: ScheduleChange) {
  return apiPatch<Booking & { message: string }>(`/booking/${encodeURIComponent(id)}/schedule`, change);
}

export function daySheetHref(date: string, technicianId: string): string {
  return `/api/schedule/day-sheet/pdf?date=${date}&technicianId=${encodeURIComponent(technicianId)}`;
}
