import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { Button } from '../../components/Button';
import { forgetBackOfficeCounts } from '../admin';
import { bookingQueryOptions, bookingsQueryKey, reinstateBooking } from './api';

/**
 * A cancelled booking put back on by the office, at its own time, while that time is still free (the server
 * answers why not otherwise). The customer is mailed that it is back on, with a calendar file.
 */
export function ReinstateBooking({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const reinstate = useMutation({
    mutationFn: () => reinstateBooking(booking._id),
    onSuccess: ({ message, ...back }) => {
      toast.success(message);
      queryClient.setQueryData(bookingQueryOptions(booking._id).queryKey, back);
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => toast.error(error.message, { id: error.message }),
  });

  return (
    <div className="grid justify-items-start gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <p className="text-navy-900">
        It can be reinstated while its time is still free: {booking.email ? `${booking.name} is mailed that it is back on.` : `${booking.name} gave no e-mail: call them on ${booking.phone}.`}
      </p>
      <Button onClick={() => reinstate.mutate()} disabled={reinstate.isPending}>
        {reinstate.isPending ? 'Reinstating...' : 'Reinstate'}
      </Button>
    </div>
  );
}
