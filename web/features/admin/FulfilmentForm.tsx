import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { displayOrderId, fulfilmentChangeSchema, fulfilmentStatuses, type Order } from '../../../contracts/orders';
import { Field, inputClassName } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { showSubmitError } from '../../components/formErrors';
import { changeFulfilment, ordersQueryKey, type FulfilmentChange } from '../orders/orderRequests';
import { forgetBackOfficeCounts } from './backOfficeRequests';

/** One paid order's fulfilment status and tracking note, saved in one go; unpaid orders have nothing to fulfil. */
export function FulfilmentForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(fulfilmentChangeSchema),
    defaultValues: { fulfilmentStatus: order.fulfilmentStatus, trackingNote: order.trackingNote },
  });
  const change = useMutation({
    mutationFn: (fields: FulfilmentChange) => changeFulfilment(order._id, fields),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => showSubmitError(error, form),
  });

  if (order.status !== 'success') return <span className="text-sm text-grey-600">Not paid</span>;

  const orderName = displayOrderId(order._id, 4);
  return (
    <form noValidate onSubmit={form.handleSubmit((fields) => change.mutate(fields))} aria-label={`Fulfilment of order ${orderName}`} className="flex min-w-56 flex-col gap-3">
      <Field label={<>Fulfilment status<span className="sr-only"> of order {orderName}</span></>}>
        {(control) => (
          <select {...control} className={`${inputClassName} capitalize`} {...form.register('fulfilmentStatus')}>
            {fulfilmentStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<>Tracking note<span className="sr-only"> of order {orderName}</span> (optional)</>} error={form.formState.errors.trackingNote?.message}>
        {(control) => <input {...control} className={inputClassName} {...form.register('trackingNote')} />}
      </Field>
      <SubmitButton pending={change.isPending} variant="secondary">
        Save<span className="sr-only"> order {orderName}</span>
      </SubmitButton>
    </form>
  );
}
