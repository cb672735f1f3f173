import { useState } from 'react';
import { useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { ManagedBooking, RescheduleRequest } from '../../../contracts/booking.schemas';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { FormCard } from '../../components/forms/FormCard';
import { PageHero } from '../../components/PageHero';
import { PageSpinner } from '../../components/Spinner';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { formatDay, formatTime, todayInLagos } from '../../lib/dates';
import { loadedOnFirstUse } from '../../page-life/loadedOnFirstUse';
import { resolverOnFirstUse } from '../../page-life/resolverOnFirstUse';
import { cancelBooking, managedBookingQueryOptions, rescheduleBooking } from './api';

/** The reschedule form's zod check loads when the form is first used (page-life/README.md). */
const formCheck = loadedOnFirstUse(() => import('./bookingFormCheck'));
const rescheduleResolver = resolverOnFirstUse(async () => (await formCheck.get()).rescheduleResolver);

const statusWords: Record<string, string> = {
  pending: 'Waiting for our call to confirm',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** /bookings/manage/:token: the customer sees their booking and may move or cancel it, never by just opening the link. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const booking = useQuery(managedBookingQueryOptions(token));

  if (booking.isPending) return <PageSpinner label="Loading your booking..." />;
  if (booking.isError) {
    return (
      <PageHero title="We could not find this booking" lead={booking.error.message}>
        <TextLink to="/book">Make a new booking</TextLink>
      </PageHero>
    );
  }
  return <ManagedBookingView token={token} managed={booking.data} />;
}

function ManagedBookingView({ token, managed }: { token: string; managed: ManagedBooking }) {
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { booking, canChange } = managed;
  const form = useForm<RescheduleRequest>({ resolver: rescheduleResolver, defaultValues: { date: booking.date, time: booking.time } });
  const adopt = ({ message, ...changed }: ManagedBooking & { message: string }) => {
    queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, changed);
    toast.success(message);
  };
  const reschedule = useMutation({ mutationFn: (change: RescheduleRequest) => rescheduleBooking(token, change), onSuccess: adopt, onError: (error) => toast.error(error.message) });
  const cancel = useMutation({ mutationFn: () => cancelBooking(token), onSuccess: adopt, onError: (error) => toast.error(error.message) });
  const service = booking.service === 'Other' ? booking.otherService : booking.service;

  return (
    <>
      <PageHero title="Your booking" lead={`${service} on ${formatDay(booking.date)} at ${formatTime(booking.time)}`} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
        <dl className="grid gap-3 rounded-box border border-grey-200 bg-white p-6 shadow-raised sm:grid-cols-2">
          <div>
            <dt className="text-sm text-grey-600">Status</dt>
            <dd className="font-semibold">{statusWords[booking.status] ?? booking.status}</dd>
          </div>
          <div>
            <dt className="text-sm text-grey-600">Name</dt>
            <dd>{booking.name}</dd>
          </div>
          {booking.statusNote && (
            <div className="sm:col-span-2">
              <dt className="text-sm text-grey-600">Note from us</dt>
              <dd>{booking.statusNote}</dd>
            </div>
          )}
        </dl>
        {canChange ? (
          <section aria-labelledby="move-heading" className="grid gap-4">
            <h2 id="move-heading" className="text-xl font-bold">
              Move or cancel
            </h2>
            <p className="text-grey-700">You can change this booking up to 1 hour before the visit, at no fee.</p>
            <FormCard aria-label="Move the booking" onFocus={formCheck.prefetch} onSubmit={form.handleSubmit((change) => reschedule.mutate(change))}>
              <TextField label="New date" type="date" min={todayInLagos()} error={form.formState.errors.date?.message} {...form.register('date', { deps: ['time'] })} />
              <TextField label="New time" type="time" hint="Lagos time (WAT)" error={form.formState.errors.time?.message} {...form.register('time', { deps: ['date'] })} />
              <div className="flex flex-wrap gap-3 sm:col-span-2">
                <SubmitButton pending={reschedule.isPending}>Move my booking</SubmitButton>
                <Button variant="danger" onClick={() => setConfirmingCancel(true)} disabled={cancel.isPending}>
                  {cancel.isPending ? 'Loading...' : 'Cancel my booking'}
                </Button>
              </div>
            </FormCard>
          </section>
        ) : (
          <p className="text-grey-700">This booking can no longer be changed online. For anything urgent, please call us.</p>
        )}
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel this booking?"
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        tone="danger"
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          cancel.mutate();
        }}
      >
        The technician visit on {formatDay(booking.date)} at {formatTime(booking.time)} will be cancelled.
      </ConfirmDialog>
    </>
  );
}
