import { queryOptions } from '@tanstack/react-query';
import type { OptOutAnswer, UndeliveredMessage } from '../../../contracts/messaging.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiGet, apiPost } from '../../lib/api';

/** Messages to customers' phones that no channel delivered (/api/messages/undelivered), newest first. */
export const undeliveredMessageList: PagedListSource<'messages'> = { queryKey: ['undelivered-messages'], path: '/messages/undelivered', name: 'messages' };

export type { UndeliveredMessage };

/** What the opt-out link's page shows: the number, and whether its SMS are ended already. */
export function optOutQueryOptions(token: string) {
  return queryOptions({ queryKey: ['opt-out', token], queryFn: () => apiGet<OptOutAnswer>(`/messages/opt-out/${encodeURIComponent(token)}`), retry: false });
}

/** The customer's press: no more SMS to this number. */
export function stopSms(token: string) {
  return apiPost<OptOutAnswer & { message: string }>(`/messages/opt-out/${encodeURIComponent(token)}`, {});
}
