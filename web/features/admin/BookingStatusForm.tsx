import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { bookingStatusChangeSchema, type Booking } from '../../../contracts/booking';
import { bookingTransitions } from '../../../contracts/booking-rules';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextAreaField } from '../../components/TextAreaField';
import { showSubmitError } from '../../components/formErrors';
import { bookingQueryOptions, bookingsQueryKey, changeBookingStatus, type BookingStatusChange } from '../booking/bookingRequests';
import { forgetBackOfficeCounts } from './backOfficeRequests';

/** Moves a booking to one of its allowed next statuses, with an optional note the customer will read. */
/** Keyed by the status where it is used, so a move starts the next one from a clean form. */
export function BookingStatusForm({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const nextStatuses = bookingTransitions[booking.status];
  const form = useForm({ resolver: zodResolver(bookingStatusChangeSchema), defaultValues: { note: '' } });
  const change = useMutation({
    mutationFn: (fields: BookingStatusChange) => changeBookingStatus(booking._id, fields),
    onSuccess: ({ message, ...changed }) => {
      toast.success(message);
      queryClient.setQueryData(bookingQueryOptions(booking._id).queryKey, changed);
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => showSubmitError(error, form),
  });

  if (nextStatuses.length === 0) {
    return <p className="text-grey-700">This booking is {booking.status}; its status can no longer change.</p>;
  }

  return (
    <form
      noValidate
      aria-label="Change the booking status"
      onSubmit={form.handleSubmit((fields) => change.mutate(fields))}
      className="grid gap-4 rounded-box border border-grey-200 bg-white p-4 sm:p-6"
    >
      <SelectField
        label="New status"
        placeholder="Choose the next status"
        options={nextStatuses}
        error={form.formState.errors.status?.message}
        {...form.register('status')}
      />
      <TextAreaField
        label="Note to the customer (optional)"
        rows={3}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <SubmitButton pending={change.isPending} className="justify-self-start">
        Update status
      </SubmitButton>
    </form>
  );
}
