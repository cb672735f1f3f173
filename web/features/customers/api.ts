import { queryOptions } from '@tanstack/react-query';
import type { CustomerDetail, CustomerRecord } from '../../../contracts/customers.schemas';
import type { ConsentAnswer, ConsentChange } from '../../../contracts/consent.schemas';
import type { ConversationEntry, ReplyOptions, ReplyRequest } from '../../../contracts/conversations.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiGet, apiPost } from '../../lib/api';

/** The office's customers directory (/api/customers): the list, one customer with all they have, and notes. */

export const customersQueryKey = ['customers'] as const;

export function customerList(filters: { q?: string }): PagedListSource<'customers'> {
  return { queryKey: [...customersQueryKey, 'list'], path: '/customers', name: 'customers', filters };
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: [...customersQueryKey, id], queryFn: () => apiGet<CustomerDetail>(`/customers/${encodeURIComponent(id)}`) });
}

/** Asks the bank again for the customer's transfers into their own account number on `day`. */
export function requeryOwnAccount(id: string, day: string) {
  return apiPost<{ message: string }>(`/customers/${encodeURIComponent(id)}/account-number/requery`, { day });
}

export function addCustomerNote(id: string, body: string) {
  return apiPost<{ message: string }>(`/customers/${encodeURIComponent(id)}/notes`, { body });
}

/** Customers already known, for a new quote or invoice to be made out to: a few matching the words. */
export function knownCustomersQueryOptions(words: string) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'picker', words],
    queryFn: () => apiGet<{ customers: CustomerRecord[] }>(`/customers?limit=6&q=${encodeURIComponent(words)}`),
    staleTime: 30_000,
  });
}

/** The customer's messages in and out, newest first from the server, a page at a time (the page shows them newest last). */
export function conversationList(id: string): PagedListSource<'messages'> {
  return { queryKey: [...customersQueryKey, id, 'conversation'], path: `/customers/${encodeURIComponent(id)}/conversation`, name: 'messages', pageSize: 20 };
}

/** Every number's reply options live under this key: a change of consent refreshes them. */
export const replyOptionsQueryKey = ['reply-options'] as const;

/** How a reply to this number would go now: WhatsApp's window, the channels the customer left open. */
export function replyOptionsQueryOptions(phone: string) {
  return queryOptions({
    queryKey: [...replyOptionsQueryKey, phone],
    queryFn: () => apiGet<ReplyOptions>(`/messages/replies/options?phone=${encodeURIComponent(phone)}`),
  });
}

export function sendReply(request: ReplyRequest) {
  return apiPost<{ reply: ConversationEntry; message: string }>('/messages/replies', request);
}

export function consentQueryOptions(id: string) {
  return queryOptions({ queryKey: [...customersQueryKey, id, 'consent'], queryFn: () => apiGet<ConsentAnswer>(`/customers/${encodeURIComponent(id)}/consent`) });
}

export function changeConsent(id: string, change: ConsentChange) {
  return apiPost<ConsentAnswer & { message: string }>(`/customers/${encodeURIComponent(id)}/consent`, change);
}
