import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { addressMessages } from '../../../contracts/addresses';
import type { Address, addressRequestSchema } from '../../../contracts/addresses.schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

/** The signed-in user's delivery addresses (/api/address); forgotten on logout (auth/session.ts). */

export type AddressFields = z.output<typeof addressRequestSchema>;

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: () => apiGet<Address[]>('/address'),
});

/** Adds a new address, or changes the one with this id; answers the success text to show. */
export async function saveAddress({ id, fields }: { id?: string; fields: AddressFields }): Promise<string> {
  if (!id) {
    await apiPost<Address>('/address', fields);
    return addressMessages.added;
  }
  return (await apiPut<{ message: string }>(`/address/${encodeURIComponent(id)}`, fields)).message;
}

export async function deleteAddress(id: string): Promise<string> {
  return (await apiDelete<{ message: string }>(`/address/${encodeURIComponent(id)}`)).message;
}
