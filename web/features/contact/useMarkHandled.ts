import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import { forgetBackOfficeCounts } from '../admin';
import { changeListedRows } from '../../components/back-office/usePagedList';
import { inboxList, inboxMessageQueryOptions, markHandled } from './api';

/** Marks a message handled or not, and shows the answer in the inbox, on the message and in the counts. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markHandled(id, handled),
    onSuccess: (message) => {
      toast.success(message.handled ? 'Marked as handled' : 'Marked as not handled');
      queryClient.setQueryData(inboxMessageQueryOptions(message._id).queryKey, message);
      // Shown at once in the lists already read; each list reads again when next shown, as the message may leave its tab.
      changeListedRows<InboxMessage>(queryClient, inboxList({}).queryKey, (each) => (each._id === message._id ? message : each));
      void queryClient.invalidateQueries({ queryKey: inboxList({}).queryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}
