import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { orderNumber, fulfilmentStatuses, fulfilmentTransitions } from '../../../contracts/orders';
import { fulfilmentChangeSchema, type Order } from '../../../contracts/orders.schemas';
import { Field, inputClassName } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { changeFulfilment, ordersQueryKey, type FulfilmentChange } from './api';
import { forgetBackOfficeCounts } from '../admin';

/**
 * One paid order's fulfilment status and tracking note, saved in one go, on the order's own page. The status
 * offers only the steps forward; a correction may set any status and mails nobody.
 */
export function FulfilmentForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(fulfilmentChangeSchema),
    defaultValues: { fulfilmentStatus: order.fulfilmentStatus, trackingNote: order.trackingNote, correction: false },
  });
  const correction = useWatch({ control: form.control, name: 'correction' });
  const change = useMutation({
    mutationFn: (fields: FulfilmentChange) => changeFulfilment(order._id, fields),
    onSuccess: ({ message, fulfilmentStatus, trackingNote }) => {
      toast.success(message);
      form.reset({ fulfilmentStatus, trackingNote, correction: false });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => showSubmitError(error, form),
  });

  const orderName = orderNumber(order);
  const choices = correction ? fulfilmentStatuses : fulfilmentTransitions[order.fulfilmentStatus];
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((fields) => change.mutate({ ...fields, fromStatus: order.fulfilmentStatus }))}
      aria-label={`Fulfilment of order ${orderName}`}
      className="flex min-w-56 flex-col gap-3"
    >
      <Field
        label={
          <>
            Fulfilment status<span className="sr-only"> of order {orderName}</span>
          </>
        }
      >
        {(control) => (
          <select {...control} className={`${inputClassName} capitalize`} {...form.register('fulfilmentStatus')}>
            {choices.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={
          <>
            Tracking note<span className="sr-only"> of order {orderName}</span> (optional)
          </>
        }
        error={form.formState.errors.trackingNote?.message}
      >
        {(control) => <input {...control} className={inputClassName} {...form.register('trackingNote')} />}
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm text-navy-900">
        <input type="checkbox" className="size-5 shrink-0 accent-navy-700" {...form.register('correction')} />
        <span>
          Correct a mistake<span className="sr-only"> in order {orderName}</span> (the customer is not mailed)
        </span>
      </label>
      <SubmitButton pending={change.isPending} variant="secondary">
        Save<span className="sr-only"> order {orderName}</span>
      </SubmitButton>
    </form>
  );
}
