import { queryOptions } from '@tanstack/react-query';
import type { CustomerDetail, CustomerRecord } from '../../../contracts/customers.schemas';
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
