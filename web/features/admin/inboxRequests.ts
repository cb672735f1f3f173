import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { inboxMessageSchema } from '../../../contracts/contact';
import { apiGet, apiPatch } from '../../lib/api';

/** Messages sent from the contact page (/api/contactlist), newest first, read and handled by admins. */

export const inboxQueryKey = ['inbox'] as const;

export const inboxQueryOptions = queryOptions({
  queryKey: inboxQueryKey,
  queryFn: async () => z.object({ messages: z.array(inboxMessageSchema) }).parse(await apiGet('/contactlist')).messages,
});

export async function markHandled(id: string, handled: boolean) {
  return inboxMessageSchema.parse(await apiPatch(`/contactlist/${encodeURIComponent(id)}/handled`, { handled }));
}

export const inboxExportHref = '/api/contactlist/export.csv';
