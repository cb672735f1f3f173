import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { bookingStatusChangeSchema, type Booking } from '../../../contracts/booking.schemas';
import { bookingTransitions, canBeCompleted, visitStillAhead } from '../../../contracts/booking';
import { formatTime } from '../../../contracts/lagos-time';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { SelectField } from '../../components/forms/SelectField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { showSubmitError } from '../../components/forms/formErrors';
import { bookingQueryOptions, bookingsQueryKey, changeBookingStatus, type BookingStatusChange } from './api';
import { forgetBackOfficeCounts } from '../admin';

const cancelReasonNeeded = 'Give the customer the reason for cancelling';

/**
 * Moves a booking to one of its allowed next statuses, with an optional note the customer will read. A visit
 * is completed from its day on; before its time that day, the admin is asked first.
 * Keyed by the status where it is used, so a move starts the next one from a clean form.
 */
export function BookingStatusForm({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const nextStatuses = bookingTransitions[booking.status].filter((status) => status !== 'completed' || canBeCompleted(booking));
  const [earlyCompletion, setEarlyCompletion] = useState<BookingStatusChange | null>(null);
  const [cancellation, setCancellation] = useState<BookingStatusChange | null>(null);
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

  function submit(fields: BookingStatusChange) {
    if (fields.status === 'cancelled') {
      if (!fields.note) return form.setError('note', { type: 'required', message: cancelReasonNeeded }, { shouldFocus: true });
      return setCancellation(fields);
    }
    if (fields.status === 'completed' && visitStillAhead(booking)) return setEarlyCompletion(fields);
    change.mutate(fields);
  }

  if (bookingTransitions[booking.status].length === 0) {
    return <p className="text-grey-700">This booking is {booking.status}; its status can no longer change.</p>;
  }

  return (
    <>
      <form noValidate aria-label="Change the booking status" onSubmit={form.handleSubmit(submit)} className="grid gap-4 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
        <SelectField
          label="New status"
          placeholder="Choose the next status"
          options={nextStatuses}
          hint={canBeCompleted(booking) ? undefined : 'It can be marked completed from the day of the visit.'}
          error={form.formState.errors.status?.message}
          {...form.register('status')}
        />
        <TextAreaField label="Note to the customer (the reason, when cancelling)" rows={3} error={form.formState.errors.note?.message} {...form.register('note')} />
        <SubmitButton pending={change.isPending} className="justify-self-start">
          Update status
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={earlyCompletion !== null}
        title="Mark this visit completed?"
        confirmLabel="Mark completed"
        onConfirm={() => {
          if (earlyCompletion) change.mutate(earlyCompletion);
          setEarlyCompletion(null);
        }}
        onCancel={() => setEarlyCompletion(null)}
      >
        {earlyCompletion && <p>The visit is booked for {formatTime(booking.time)} today, which has not come yet.</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={cancellation !== null}
        title="Cancel this booking?"
        confirmLabel="Cancel the booking"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          if (cancellation) change.mutate(cancellation);
          setCancellation(null);
        }}
        onCancel={() => setCancellation(null)}
      >
        {cancellation && (
          <p>
            {booking.email ? `${booking.name} is mailed at once` : `${booking.name} gave no e-mail: call them on ${booking.phone}`} with your reason: “{cancellation.note}”. It can be reinstated later
            while its time is still free.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
