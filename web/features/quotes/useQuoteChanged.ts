import { useQueryClient } from '@tanstack/react-query';
import type { Quote } from '../../../../contracts/quotes.schemas';
import { forgetBackOfficeCounts } from '../../admin';
import { quoteQueryOptions, quotesQueryKey } from '../api';

/** A quote as the server now has it: its page shows it at once, and the lists, tabs and dashboard ask again. */
export function useQuoteChanged() {
  const queryClient = useQueryClient();
  return (quote: Quote) => {
    queryClient.setQueryData(quoteQueryOptions(quote._id).queryKey, quote);
    void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
    void forgetBackOfficeCounts(queryClient);
  };
}
