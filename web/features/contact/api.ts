import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { contactRequestSchema, InboxFilters, InboxMessage } from '../../../contracts/contact.schemas';
import { pathTo } from '../../../contracts/pages';
import { apiGet, apiPatch, apiPost } from '../../lib/api';
import type { PagedListSource } from '../../components/back-office/usePagedList';

/** Messages sent from the contact page (/api/contactlist), newest first, read and handled by admins. */

export type ContactFields = z.output<typeof contactRequestSchema>;

/** Sends a message to the company; answers the text to show. */
export async function sendContactMessage(fields: ContactFields): Promise<string> {
  return (await apiPost<{ message: string }>('/contactlist', fields)).message;
}

export const inboxQueryKey = ['inbox'] as const;

/** The inbox's pages, newest first, for its tab (handled or not) and search. */
export function inboxList(filters: InboxFilters): PagedListSource<'messages'> {
  return { queryKey: [...inboxQueryKey, 'list'], path: '/contactlist', name: 'messages', filters };
}

export function inboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...inboxQueryKey, id],
    queryFn: () => apiGet<InboxMessage>(`/contactlist/${encodeURIComponent(id)}`),
  });
}

export function markHandled(id: string, handled: boolean) {
  return apiPatch<InboxMessage>(`/contactlist/${encodeURIComponent(id)}/handled`, { handled });
}

export function inboxMessagePath(id: string): string {
  return pathTo('inboxMessage', { id });
}

/** The messages CSV; it takes the inbox's filters. */
export const inboxExportPath = '/api/contactlist/export.csv';
