import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { paymentMethodWords, recordedPaymentMethods } from '../../../contracts/invoices';
import { recordPaymentSchema, type Invoice } from '../../../contracts/invoices.schemas';
import { nairaOfKobo } from '../../../contracts/money';
import { Field, TextField } from '../../components/forms/Field';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { showSubmitError } from '../../components/forms/formErrors';
import { todayInLagos } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { recordPayment, type RecordedPayment } from './api';
import { useInvoiceChanged } from './useInvoiceChanged';

/**
 * Money that came by bank transfer or cash, recorded against the balance; the customer is mailed a receipt.
 * Keyed by the balance where it is used, so each payment starts the next from what is left.
 */
export function RecordPaymentForm({ invoice }: { invoice: Invoice }) {
  const changed = useInvoiceChanged();
  const today = todayInLagos();
  const form = useForm({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { amount: String(invoice.balance), method: 'bank_transfer', receivedOn: today, note: '' },
  });
  const { errors } = form.formState;
  const record = useMutation({
    mutationFn: (payment: RecordedPayment) => recordPayment(invoice._id, payment),
    onSuccess: ({ message, ...recorded }) => {
      toast.success(message);
      changed(recorded);
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <form
      noValidate
      aria-label="Record a payment"
      // The form checks the amount as kobo; the API takes naira, as typed.
      onSubmit={form.handleSubmit((payment) => record.mutate({ ...payment, amount: nairaOfKobo(payment.amount) }))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Amount (₦)" inputMode="decimal" hint={`Balance due ${formatNaira(invoice.balance)}`} error={errors.amount?.message} {...form.register('amount')} />
      <Field label="Paid by" error={errors.method?.message}>
        {(control) => (
          <ChevronSelect {...control} {...form.register('method')}>
            {recordedPaymentMethods.map((method) => (
              <option key={method} value={method}>
                {paymentMethodWords[method]}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <TextField label="Received on" type="date" max={today} error={errors.receivedOn?.message} {...form.register('receivedOn')} />
      <TextAreaField label="Note (optional)" rows={2} hint="The bank's reference, or who took the cash." className="sm:col-span-2" error={errors.note?.message} {...form.register('note')} />
      <SubmitButton pending={record.isPending} variant="secondary" className="justify-self-start">
        Record the payment
      </SubmitButton>
    </form>
  );
}
