import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { defaultDueInDays, invoiceMessages } from '../../../contracts/invoices';
import { invoiceFromQuoteSchema } from '../../../contracts/invoices.schemas';
import { addDays } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import type { Quote } from '../../../contracts/quotes.schemas';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { todayInLagos } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { invoiceCache } from '../invoices';
import { invoiceQuote } from './api';
import { useQuoteChanged } from './useQuoteChanged';

/** The invoice of an accepted quote as accepted, less the deposit paid; only its due date is asked. Opens it once made. */
export function InvoiceQuoteForm({ quote }: { quote: Quote }) {
  const queryClient = useQueryClient();
  const changed = useQuoteChanged();
  const navigate = useNavigate();
  const today = todayInLagos();
  const form = useForm({ resolver: zodResolver(invoiceFromQuoteSchema), defaultValues: { dueDate: addDays(today, defaultDueInDays) } });
  const issue = useMutation({
    mutationFn: ({ dueDate }: { dueDate: string }) => invoiceQuote(quote._id, dueDate),
    onSuccess: (invoice) => {
      toast.success(invoiceMessages.saved);
      queryClient.setQueryData(invoiceCache.keyOf(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceCache.listKey });
      changed({ ...quote, invoiceId: invoice._id });
      void navigate(pathTo('adminInvoice', { id: invoice._id }));
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <form noValidate aria-label="Create the invoice" onSubmit={form.handleSubmit((fields) => issue.mutate(fields))} className="grid gap-4 sm:grid-cols-2 sm:items-end">
      {quote.depositPaid > 0 && <p className="text-grey-700 sm:col-span-2">The deposit paid, {formatNaira(quote.depositPaid)}, counts as paid on the invoice.</p>}
      <TextField label="Due date" type="date" min={today} error={form.formState.errors.dueDate?.message} {...form.register('dueDate')} />
      <SubmitButton pending={issue.isPending} variant="secondary" className="justify-self-start">
        Create invoice
      </SubmitButton>
    </form>
  );
}
