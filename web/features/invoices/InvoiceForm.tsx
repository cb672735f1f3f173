import { useForm, useFormContext, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceDraftSchema, type Invoice, type InvoiceDraftInput } from '../../../contracts/invoices.schemas';
import { TextField } from '../../components/forms/Field';
import { DocumentForm, DocumentTotalsPreview, previewTotals, usePreviewVat, useDocumentSave, VatTick } from '../documents';
import { createInvoice, invoiceCache, updateInvoice } from './api';
import { invoiceDraftOf, invoiceFormValuesOf, newInvoiceFormValues, type InvoiceFormValues, type InvoicePrefill } from './invoiceFormValues';

/** The contract's schema in raw mode, as the quote form: the typed text is what gets sent. */
const resolver = zodResolver(invoiceDraftSchema, undefined, { raw: true }) as Resolver<InvoiceFormValues>;

function InvoiceTotals({ control, vatBasisPoints }: { control: Control<InvoiceFormValues>; vatBasisPoints: number }) {
  const [lines, discount, chargeVat] = useWatch({ control, name: ['lines', 'discount', 'chargeVat'] });
  return <DocumentTotalsPreview totals={previewTotals({ lines, discount, chargeVat }, vatBasisPoints)} />;
}

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
  /** What a new invoice starts with (a booking's customer); ignored when changing a draft. */
  prefill?: InvoicePrefill;
  /** Called with the saved invoice instead of going to its page. */
  onSaved?: (invoice: Invoice) => void;
}

/** An invoice for work not quoted first (or a draft to correct): customer, items, discount, VAT, due date. */
export function InvoiceForm({ invoice, prefill, onSaved }: InvoiceFormProps) {
  const form = useForm<InvoiceFormValues>({ resolver, defaultValues: invoice ? invoiceFormValuesOf(invoice) : newInvoiceFormValues(prefill) });
  const vatBasisPoints = usePreviewVat(invoice?.vatRate);
  const save = useDocumentSave({
    form,
    send: (draft: InvoiceDraftInput) => (invoice ? updateInvoice(invoice._id, draft) : createInvoice(draft)),
    cache: invoiceCache,
    page: 'adminInvoice',
    onSaved,
  });

  return (
    <DocumentForm
      form={form}
      label={invoice ? `Invoice ${invoice.number}` : 'New invoice'}
      editing={invoice !== undefined}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(invoiceDraftOf(values))}
      withOptional={false}
      work={<InvoiceWorkFields />}
      money={
        <>
          <InvoiceMoneyFields vatBasisPoints={vatBasisPoints} />
          <InvoiceTotals control={form.control} vatBasisPoints={vatBasisPoints} />
        </>
      }
    />
  );
}
