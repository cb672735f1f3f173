import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { addressMessages } from '../../../contracts/addresses';
import { addressSchema, type addressRequestSchema } from '../../../contracts/addresses.schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

/** The signed-in user's delivery addresses (/api/address); forgotten on logout (auth/session.ts). */

export type AddressFields = z.output<typeof addressRequestSchema>;

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: async () => z.array(addressSchema).parse(await apiGet('/address')),
});

const messageSchema = z.object({ message: z.string() });

/** Adds a new address, or changes the one with this id; answers the success text to show. */
export async function saveAddress({ id, fields }: { id?: string; fields: AddressFields }): Promise<string> {
  if (!id) {
    await apiPost('/address', fields);
    return addressMessages.added;
  }
  return messageSchema.parse(await apiPut(`/address/${encodeURIComponent(id)}`, fields)).message;
}

export async function deleteAddress(id: string): Promise<string> {
  return messageSchema.parse(await apiDelete(`/address/${encodeURIComponent(id)}`)).message;
}
