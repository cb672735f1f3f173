import { queryOptions } from '@tanstack/react-query';
import type { PasswordSetAnswer } from '../../../contracts/auth.schemas';
import type { StaffChange, StaffInvite, StaffMember } from '../../../contracts/staff.schemas';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

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
