import { useNavigate } from 'react-router';
import { FormProvider, useForm, useFormContext, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { invoiceDraftSchema, type Invoice, type InvoiceDraftInput } from '../../../../contracts/invoices.schemas';
import { pathTo } from '../../../../contracts/pages';
import { TextField } from '../../../components/forms/Field';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { showSubmitError } from '../../../components/forms/formErrors';
import { createInvoice, invoiceQueryOptions, invoicesQueryKey, updateInvoice, vatRateQueryOptions } from '../api';
import { CustomerFields } from './CustomerFields';
import { DocumentTextFields } from './DocumentTextFields';
import { DocumentTotalsPreview } from './DocumentTotalsPreview';
import { previewTotals, previewVatBasisPoints } from './documentForm';
import { invoiceDraftOf, invoiceFormValuesOf, newInvoiceFormValues, type InvoiceFormValues } from './invoiceFormValues';
import { LinesEditor } from './LinesEditor';
import { VatTick } from './VatTick';

/** The contract's schema in raw mode, as the quote form: the typed text is what gets sent. */
const resolver = zodResolver(invoiceDraftSchema, undefined, { raw: true }) as Resolver<InvoiceFormValues>;

function InvoiceTotals({ control, vatBasisPoints }: { control: Control<InvoiceFormValues>; vatBasisPoints: number }) {
  const [lines, discount, chargeVat] = useWatch({ control, name: ['lines', 'discount', 'chargeVat'] });
  return <DocumentTotalsPreview totals={previewTotals({ lines, discount, chargeVat }, vatBasisPoints)} />;
}

/* Each part registers its own fields as it draws, in the order shown, so a failed submit focuses the first wrong one. */

function InvoiceWorkFields() {
  const form = useFormContext<InvoiceFormValues>();
  const { errors } = form.formState;
  return (
    <section aria-labelledby="work-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="work-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        The work
      </h2>
      <TextField label="Title" autoComplete="off" hint="e.g. Motor rewinding, 15 kW" error={errors.title?.message} {...form.register('title')} />
      <TextField label="Due date" type="date" error={errors.dueDate?.message} {...form.register('dueDate')} />
    </section>
  );
}

function InvoiceMoneyFields({ vatBasisPoints }: { vatBasisPoints: number }) {
  const form = useFormContext<InvoiceFormValues>();
  return (
    <section aria-labelledby="money-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="money-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        Discount and VAT
      </h2>
      <TextField label="Discount (₦)" inputMode="decimal" autoComplete="off" error={form.formState.errors.discount?.message} {...form.register('discount')} />
      <VatTick vatBasisPoints={vatBasisPoints} className="sm:self-end" />
    </section>
  );
}

interface InvoiceFormProps {
  /** A draft to change; without it the form makes a blank invoice. */
  invoice?: Invoice;
  /** Called with the saved invoice instead of going to its page. */
  onSaved?: (invoice: Invoice) => void;
}

/** An invoice for work not quoted first (or a draft to correct): customer, items, discount, VAT, due date. */
export function InvoiceForm({ invoice, onSaved }: InvoiceFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<InvoiceFormValues>({ resolver, defaultValues: invoice ? invoiceFormValuesOf(invoice) : newInvoiceFormValues() });
  const serverVat = useQuery(vatRateQueryOptions);
  const vatBasisPoints = previewVatBasisPoints(serverVat.data?.vatRate, invoice?.vatRate);
  const save = useMutation({
    mutationFn: (draft: InvoiceDraftInput) => (invoice ? updateInvoice(invoice._id, draft) : createInvoice(draft)),
    onSuccess: ({ message, ...saved }) => {
      toast.success(message);
      queryClient.setQueryData(invoiceQueryOptions(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      if (onSaved) onSaved(saved);
      else void navigate(pathTo('adminInvoice', { id: saved._id }));
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={invoice ? `Invoice ${invoice.number}` : 'New invoice'}
        onSubmit={form.handleSubmit((values) => save.mutate(invoiceDraftOf(values)))}
        className="grid max-w-3xl gap-8 rounded-box border border-grey-200 bg-white p-4 sm:p-6"
      >
        <CustomerFields />
        <InvoiceWorkFields />
        <LinesEditor withOptional={false} />
        <InvoiceMoneyFields vatBasisPoints={vatBasisPoints} />
        <InvoiceTotals control={form.control} vatBasisPoints={vatBasisPoints} />
        <DocumentTextFields />
        <SubmitButton pending={save.isPending} size="lg" className="justify-self-start">
          {invoice ? 'Save changes' : 'Save draft'}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
