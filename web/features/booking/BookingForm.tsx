import { useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking, BookingRequest } from '../../../contracts/booking.schemas';
import { bookableServices, otherService } from '../../../contracts/booking';
import { contactMessages } from '../../../contracts/contact';
import { TextField } from '../../components/forms/Field';
import { FormCard } from '../../components/forms/FormCard';
import { Honeypot } from '../../components/forms/Honeypot';
import { SelectField } from '../../components/forms/SelectField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { resolverOnFirstUse } from '../../page-life/resolverOnFirstUse';
import { todayInLagos } from '../../lib/dates';
import { loadedOnFirstUse } from '../../page-life/loadedOnFirstUse';
import { bookingsQueryKey, sendBooking, type BookingFields } from './api';
import { BookingReceived } from './BookingReceived';
import { AvailableTimes } from './AvailableTimes';

/** The form's zod check loads when the form is first used (page-life/README.md). */
const formCheck = loadedOnFirstUse(() => import('./bookingFormCheck'));
const bookingResolver = resolverOnFirstUse(async () => (await formCheck.get()).bookingResolver);

const emptyBooking: DefaultValues<BookingRequest> = {
  name: '',
  phone: '',
  email: '',
  otherService: '',
  date: '',
  time: '',
  note: '',
  address: '',
  website: '',
};

/** The technician booking form of the home page ('Request a Service') and of /book. */
export function BookingForm() {
  const queryClient = useQueryClient();
  const form = useForm<BookingRequest, unknown, BookingFields>({ resolver: bookingResolver, defaultValues: emptyBooking });
  const { errors } = form.formState;
  const service = useWatch({ control: form.control, name: 'service' });
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const [received, setReceived] = useState<Booking>();

  const booking = useMutation({
    mutationFn: sendBooking,
    onSuccess: ({ message, ...stored }) => {
      form.reset();
      setReceived(stored);
      // SPEC.md section 8: the contact form's 'Message Sent' is the booking's fallback too.
      toast.success(message || contactMessages.sent);
      // The admin's lists are filtered and sorted on the server, so they ask again rather than guess a place.
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['booking-availability'] });
    },
    onError: (error) => {
      toast.error(error.message);
      // A full time: the greyed-out times are redrawn from the server's word.
      void queryClient.invalidateQueries({ queryKey: ['booking-availability'] });
    },
  });

  // Text typed for 'Other' before another service was chosen is not part of the booking.
  const send = (fields: BookingFields) => booking.mutate({ ...fields, otherService: fields.service === otherService ? fields.otherService : '' });

  return (
    <FormCard aria-label="Book a technician" onFocus={formCheck.prefetch} onSubmit={form.handleSubmit(send)}>
      {received && <BookingReceived booking={received} />}
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Email (optional)" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
      <SelectField label="Service" placeholder="Select a service" options={bookableServices} error={errors.service?.message} {...form.register('service')} />
      {service === otherService && <TextField label="Which service do you need?" className="sm:col-span-2" error={errors.otherService?.message} {...form.register('otherService')} />}
      <TextField
        label="Address of the visit"
        className="sm:col-span-2"
        autoComplete="street-address"
        hint="Street, area and town, so the technician finds you"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField label="Preferred Date" type="date" min={todayInLagos()} error={errors.date?.message} {...form.register('date', { deps: ['time'] })} />
      <TextField label="Preferred Time" type="time" hint="Lagos time (WAT)" error={errors.time?.message} {...form.register('time', { deps: ['date'] })} />
      <AvailableTimes
        date={date ?? ''}
        service={service ?? ''}
        chosen={time ?? ''}
        onChoose={(chosen) => form.setValue('time', chosen, { shouldValidate: form.formState.isSubmitted })}
        onChooseDay={(day) => form.setValue('date', day, { shouldValidate: form.formState.isSubmitted })}
      />
      <TextAreaField
        label="Additional Notes (optional)"
        className="sm:col-span-2"
        placeholder="Tell us about the job: the fault, the equipment or the site."
        error={errors.note?.message}
        {...form.register('note')}
      />
      <Honeypot {...form.register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting || booking.isPending} size="lg" className="w-full sm:w-auto">
          Book Technician
        </SubmitButton>
      </div>
    </FormCard>
  );
}
