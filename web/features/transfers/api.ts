import { queryOptions } from '@tanstack/react-query';
import type { AssignTransfer, BankTransfer } from '../../../contracts/transfers.schemas';
import { apiGet, apiPost } from '../../lib/api';

export type { BankTransfer };

/** Money paid by transfer that the product could not place (/api/transfers/unmatched), oldest first. */
export const unmatchedTransfersQueryOptions = queryOptions({
  queryKey: ['transfers', 'unmatched'],
  queryFn: async () => (await apiGet<{ transfers: BankTransfer[] }>('/transfers/unmatched')).transfers,
});

/** Places a transfer on the quote or invoice with that number; answers the text to show. */
export async function assignTransfer(id: string, body: AssignTransfer): Promise<string> {
  return (await apiPost<{ message: string }>(`/transfers/${encodeURIComponent(id)}/assign`, body)).message;
}
