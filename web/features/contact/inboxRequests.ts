import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { inboxMessageSchema } from '../../../contracts/contact.schemas';
import { pathTo } from '../../../contracts/pages';
import { apiGet, apiPatch } from '../../lib/api';

/** Messages sent from the contact page (/api/contactlist), newest first, read and handled by admins. */

export const inboxQueryKey = ['inbox'] as const;

export const inboxQueryOptions = queryOptions({
  queryKey: inboxQueryKey,
  queryFn: async () => z.object({ messages: z.array(inboxMessageSchema) }).parse(await apiGet('/contactlist')).messages,
});

export function inboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...inboxQueryKey, id],
    queryFn: async () => inboxMessageSchema.parse(await apiGet(`/contactlist/${encodeURIComponent(id)}`)),
  });
}

export async function markHandled(id: string, handled: boolean) {
  return inboxMessageSchema.parse(await apiPatch(`/contactlist/${encodeURIComponent(id)}/handled`, { handled }));
}

export function inboxMessagePath(id: string): string {
  return pathTo('inboxMessage', { id });
}

export const inboxExportHref = '/api/contactlist/export.csv';
