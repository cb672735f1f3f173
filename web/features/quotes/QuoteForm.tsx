import { useForm, useFormContext, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookableServices } from '../../../contracts/booking';
import { quoteDraftSchema, type Quote, type QuoteDraftInput } from '../../../contracts/quotes.schemas';
import { TextField } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { DocumentForm, DocumentTotalsPreview, previewDeposit, previewTotals, usePreviewVat, useDocumentSave, VatTick } from '../documents';
import { createQuote, quoteCache, updateQuote } from './api';
import { newQuoteFormValues, quoteDraftOf, quoteFormValuesOf, type QuoteFormValues, type QuotePrefill } from './quoteFormValues';

/**
 * The contract's schema in raw mode, so the typed text is what gets sent (the server reads naira itself).
 * zodResolver types raw values as the schema's input; the form's values are one case of it.
 */
const resolver = zodResolver(quoteDraftSchema, undefined, { raw: true }) as Resolver<QuoteFormValues>;

function QuoteTotals({ control, vatBasisPoints }: { control: Control<QuoteFormValues>; vatBasisPoints: number }) {
  const [lines, discount, chargeVat, depositPercent] = useWatch({ control, name: ['lines', 'discount', 'chargeVat', 'depositPercent'] });
  const totals = previewTotals({ lines, discount, chargeVat }, vatBasisPoints);
  return <DocumentTotalsPreview totals={totals} deposit={totals && previewDeposit(totals.totalKobo, depositPercent)} />;
}

function QuoteWorkFields() {
  const form = useFormContext<QuoteFormValues>();
  const { errors } = form.formState;
  return (
    <section aria-labelledby="work-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="work-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        The work
      </h2>
      <TextField
        label="Title"
        autoComplete="off"
        hint="What the customer sees first, e.g. 5 kVA solar installation"
        error={errors.title?.message}
        className="sm:col-span-2"
        {...form.register('title')}
      />
      <SelectField label="Service" placeholder="Choose a service" options={bookableServices} error={errors.service?.message} {...form.register('service')} />
      <TextField label="Valid until" type="date" error={errors.validUntil?.message} {...form.register('validUntil')} />
    </section>
  );
}

function QuoteMoneyFields({ vatBasisPoints }: { vatBasisPoints: number }) {
  const form = useFormContext<QuoteFormValues>();
  const { errors } = form.formState;
  return (
    <section aria-labelledby="money-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="money-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        Discount, VAT and deposit
      </h2>
      <TextField label="Discount (₦)" inputMode="decimal" autoComplete="off" error={errors.discount?.message} {...form.register('discount')} />
      <TextField
        label="Deposit (%)"
        inputMode="numeric"
        autoComplete="off"
        hint="Paid online when the customer accepts; 0 asks none."
        error={errors.depositPercent?.message}
        {...form.register('depositPercent')}
      />
      <VatTick vatBasisPoints={vatBasisPoints} className="sm:col-span-2" />
    </section>
  );
}

/** What only the office reads (a booking's note from the customer lands here): never on the customer's quote. */
function QuoteOfficeNotes() {
  const form = useFormContext<QuoteFormValues>();
  return (
    <TextAreaField
      label="Office notes (optional)"
      rows={3}
      hint="Only the office reads these; the customer never sees them."
      error={form.formState.errors.officeNotes?.message}
      {...form.register('officeNotes')}
    />
  );
}

interface QuoteFormProps {
  /** A draft to change; without it the form makes a new quote. */
  quote?: Quote;
  /** A new quote's start: the customer and request of an inbox message or a booking. */
  prefill?: QuotePrefill;
  /** Called with the saved quote instead of going to its page. */
  onSaved?: (quote: Quote) => void;
}

/** A quote as the office drafts it: customer, items (some optional), discount, VAT, deposit, validity, terms. */
export function QuoteForm({ quote, prefill, onSaved }: QuoteFormProps) {
  const form = useForm<QuoteFormValues>({ resolver, defaultValues: quote ? quoteFormValuesOf(quote) : newQuoteFormValues(prefill) });
  const vatBasisPoints = usePreviewVat(quote?.vatRate);
  const save = useDocumentSave({
    form,
    send: (draft: QuoteDraftInput) => (quote ? updateQuote(quote._id, draft) : createQuote(draft)),
    cache: quoteCache,
    page: 'adminQuote',
    onSaved,
  });

  return (
    <DocumentForm
      form={form}
      label={quote ? `Quote ${quote.number}` : 'New quote'}
      editing={quote !== undefined}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(quoteDraftOf(values, prefill))}
      withOptional
      work={<QuoteWorkFields />}
      money={
        <>
          <QuoteMoneyFields vatBasisPoints={vatBasisPoints} />
          <QuoteTotals control={form.control} vatBasisPoints={vatBasisPoints} />
        </>
      }
      office={<QuoteOfficeNotes />}
    />
  );
}
