import { queryOptions } from '@tanstack/react-query';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
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
