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
import type { WithMessage } from '../documents';
import { recordPayment, type RecordedPayment } from './api';
import { useInvoiceChanged } from './useInvoiceChanged';

interface RecordMoneyProps<Doc> {
  /** What is owed now, offered as the amount. */
  owed: { term: string; naira: number };
  /** The form's name, and its button's words. */
  label: string;
  submit: string;
  record: (payment: RecordedPayment) => Promise<WithMessage<Doc>>;
  onRecorded: (document: Doc) => void;
}

/**
 * Money that came by bank transfer or cash: against an invoice's balance, or as a quote's deposit; the customer
 * is mailed a receipt. Keyed by what is owed where it is used, so each payment starts the next from what is left.
 */
export function RecordMoneyForm<Doc>({ owed, label, submit, record: send, onRecorded }: RecordMoneyProps<Doc>) {
  const today = todayInLagos();
  const form = useForm({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { amount: owed.naira > 0 ? String(owed.naira) : '', method: 'bank_transfer', receivedOn: today, note: '' },
  });
  const { errors } = form.formState;
  const record = useMutation({
    mutationFn: send,
    onSuccess: ({ message, ...recorded }) => {
      toast.success(message);
      onRecorded(recorded as Doc);
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <form
      noValidate
      aria-label={label}
      // The form checks the amount as kobo; the API takes naira, as typed.
      onSubmit={form.handleSubmit((payment) => record.mutate({ ...payment, amount: nairaOfKobo(payment.amount) }))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Amount (₦)" inputMode="decimal" hint={`${owed.term} ${formatNaira(owed.naira)}`} error={errors.amount?.message} {...form.register('amount')} />
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
        {submit}
      </SubmitButton>
    </form>
  );
}

/** A bank transfer or cash against the invoice's balance. */
export function RecordPaymentForm({ invoice }: { invoice: Invoice }) {
  const changed = useInvoiceChanged();
  return (
    <RecordMoneyForm
      owed={{ term: 'Balance due', naira: invoice.balance }}
      label="Record a payment"
      submit="Record the payment"
      record={(payment) => recordPayment(invoice._id, payment)}
      onRecorded={changed}
    />
  );
}
