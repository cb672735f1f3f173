import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Event } from '../../../contracts/events.schemas';
import { downsizeImage } from '../../lib/downsizeImage';
import { eventsQueryKey } from './api';
import { createEvent, deleteEvent, eventTexts } from './api';

/** A chosen photo is made small in the browser first, then sent; the new event joins the list. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => createEvent(await downsizeImage(file)),
    onSuccess: (event) => {
      toast.success(eventTexts.created);
      queryClient.setQueryData<Event[]>(eventsQueryKey, (events) => [...(events ?? []), event]);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => ({ id, message: await deleteEvent(id) }),
    onSuccess: ({ id, message }) => {
      toast.success(message);
      queryClient.setQueryData<Event[]>(eventsQueryKey, (events) => events?.filter((event) => event._id !== id));
    },
    onError: (error) => toast.error(error.message),
  });
}
