import { queryOptions } from '@tanstack/react-query';
import type { PasswordSetAnswer } from '../../../contracts/auth.schemas';
import type { Booking } from '../../../contracts/booking.schemas';
import type { WorkingDay } from '../../../contracts/staff';
import type { StaffChange, StaffInvite, StaffMember } from '../../../contracts/staff.schemas';
import type { HolidayRecord, TimeOff, TimeOffRequest } from '../../../contracts/time-off.schemas';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '../../lib/api';

/** The company's staff (/api/staff): invited, given skills and a week, deactivated by admins. */

type WithMessage<Answer> = Answer & { message: string };

export const staffQueryOptions = queryOptions({
  queryKey: ['staff'],
  queryFn: async () => (await apiGet<{ staff: StaffMember[] }>('/staff')).staff,
});

export function inviteStaff(invite: StaffInvite) {
  return apiPost<WithMessage<StaffMember>>('/staff', invite);
}

export function changeStaff(id: string, change: StaffChange) {
  return apiPatch<WithMessage<StaffMember>>(`/staff/${encodeURIComponent(id)}`, change);
}

/** The invitation's link: its first password, which also activates the account and signs its owner in (`user`). */
export function setFirstPassword(token: string, password: string) {
  return apiPatch<PasswordSetAnswer>(`/auth/reset/${encodeURIComponent(token)}`, { password });
}

/** One staff member: the office, or the technician themself (their week and any request for another). */
export function staffMemberQueryOptions(id: string) {
  return queryOptions({ queryKey: ['staff', id], queryFn: () => apiGet<StaffMember>(`/staff/${encodeURIComponent(id)}`) });
}

/** A technician asks for another week; the office approves it by setting it (changeStaff). */
export function requestHours(id: string, workingHours: WorkingDay[]) {
  return apiPut<WithMessage<StaffMember>>(`/staff/${encodeURIComponent(id)}/hours-request`, { workingHours });
}

export const timeOffQueryKey = ['time-off'] as const;

/** A staff member's time off from today on. */
export function timeOffQueryOptions(id: string) {
  return queryOptions({ queryKey: [...timeOffQueryKey, id], queryFn: async () => (await apiGet<{ timeOff: TimeOff[] }>(`/staff/${encodeURIComponent(id)}/time-off`)).timeOff });
}

/** Recorded even over booked visits: the answer lists them for the office to move. */
export function addTimeOff(id: string, entry: TimeOffRequest) {
  return apiPost<TimeOff & { clashes: Booking[]; message: string }>(`/staff/${encodeURIComponent(id)}/time-off`, entry);
}

export function removeTimeOff(id: string, timeOffId: string) {
  return apiDelete<{ message: string }>(`/staff/${encodeURIComponent(id)}/time-off/${encodeURIComponent(timeOffId)}`);
}

export const holidaysQueryOptions = queryOptions({
  queryKey: ['holidays'],
  queryFn: async () => (await apiGet<{ holidays: HolidayRecord[] }>('/holidays')).holidays,
});

export function addHoliday(holiday: { date: string; name: string }) {
  return apiPost<HolidayRecord & { clashes: Booking[]; message: string }>('/holidays', holiday);
}

export function removeHoliday(id: string) {
  return apiDelete<{ message: string }>(`/holidays/${encodeURIComponent(id)}`);
}
