import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

/**
 * A report the server has taken shows at once on the days that list the visit, from the server's own answer:
 * the phone may lose the network again before it could ask for the day anew. The rest of the day is as old
 * as it was, and says so.
 */
export function showSentReport(queryClient: QueryClient, technicianId: string, visited: Booking): void {
  for (const [key, day] of queryClient.getQueriesData<MyDay>({ queryKey: [...myDayQueryKey, technicianId] })) {
    if (!day?.visits.some((visit) => visit._id === visited._id)) continue;
    const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt;
    const shown = { ...day, visits: day.visits.map((visit) => (visit._id === visited._id ? { ...visit, status: visited.status, visit: visited.visit } : visit)) };
    queryClient.setQueryData(key, shown, { updatedAt });
    keepDay(technicianId, shown, updatedAt);
  }
}
