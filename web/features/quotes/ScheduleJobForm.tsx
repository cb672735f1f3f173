import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { jobRequestSchema, type Quote } from '../../../contracts/quotes.schemas';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { showSubmitError } from '../../components/forms/formErrors';
import { todayInLagos } from '../../lib/dates';
import { scheduleJob, type JobRequest } from './api';
import { useQuoteChanged } from './useQuoteChanged';

/** Puts an accepted quote's work in the calendar: a confirmed booking, mailed to the customer as every booking is. */
export function ScheduleJobForm({ quote }: { quote: Quote }) {
  const changed = useQuoteChanged();
  const form = useForm({ resolver: zodResolver(jobRequestSchema), defaultValues: { date: '', time: '', note: '' } });
  const { errors } = form.formState;
  const schedule = useMutation({
    mutationFn: (job: JobRequest) => scheduleJob(quote._id, job),
    onSuccess: ({ message, ...scheduled }) => {
      toast.success(message);
      changed(scheduled);
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <form noValidate aria-label="Schedule the job" onSubmit={form.handleSubmit((job) => schedule.mutate(job))} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Visit date" type="date" min={todayInLagos()} error={errors.date?.message} {...form.register('date')} />
      <TextField label="Visit time" type="time" hint="Lagos time (WAT)" error={errors.time?.message} {...form.register('time')} />
      <TextAreaField label="Note to the customer (optional)" rows={2} className="sm:col-span-2" error={errors.note?.message} {...form.register('note')} />
      <SubmitButton pending={schedule.isPending} variant="secondary" className="justify-self-start">
        Schedule the job
      </SubmitButton>
    </form>
  );
}
