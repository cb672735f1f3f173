import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import type { MyDay, VisitProgress } from '../../../contracts/schedule.schemas';
import { apiGet, apiPost } from '../../lib/api';
import { keepDay, keptDay } from './keptDays';

/** A technician's own day (/api/schedule/mine) and the reports their phone sends from each visit. */

export const myDayQueryKey = ['my-day'] as const;

/** A day as the phone last fetched it opens at once, with its age, and is asked again when stale and online. */
export function myDayQueryOptions(technicianId: string, date: string) {
  return queryOptions({
    queryKey: [...myDayQueryKey, technicianId, date],
    queryFn: async () => {
      const day = await apiGet<MyDay>(`/schedule/mine?date=${date}`);
      keepDay(technicianId, day);
      return day;
    },
    initialData: () => keptDay(technicianId, date)?.day,
    initialDataUpdatedAt: () => keptDay(technicianId, date)?.fetchedAt,
    // A phone on patchy data keeps what it has and asks again when the network returns.
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
}

export function sendVisitProgress(visitId: string, report: VisitProgress) {
  return apiPost<Booking & { message: string }>(`/schedule/mine/${encodeURIComponent(visitId)}/progress`, report);
}
