import { useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../contracts/invoices.schemas';
import { forgetBackOfficeCounts } from '../../admin';
import { invoiceQueryOptions, invoicesQueryKey } from '../api';

/** An invoice as the server now has it: its page shows it at once, and the lists, tabs and dashboard ask again. */
export function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(invoiceQueryOptions(invoice._id).queryKey, invoice);
    void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    void forgetBackOfficeCounts(queryClient);
  };
}
