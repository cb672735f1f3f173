import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import type { MyDay, VisitProgress } from '../../../contracts/schedule.schemas';
import { apiGet, apiPost } from '../../lib/api';

/** A technician's own day (/api/schedule/mine) and the reports their phone sends from each visit. */

export const myDayQueryKey = ['my-day'] as const;

export function myDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...myDayQueryKey, date],
    queryFn: () => apiGet<MyDay>(`/schedule/mine?date=${date}`),
    // A phone on patchy data keeps what it has and asks again when the network returns.
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
}

export function sendVisitProgress(visitId: string, report: VisitProgress) {
  return apiPost<Booking & { message: string }>(`/schedule/mine/${encodeURIComponent(visitId)}/progress`, report);
}
