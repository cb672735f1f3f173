import { useNavigate } from 'react-router';
import { FormProvider, useForm, useFormContext, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { bookableServices } from '../../../../contracts/booking';
import { pathTo } from '../../../../contracts/pages';
import { quoteDraftSchema, type Quote, type QuoteDraftInput } from '../../../../contracts/quotes.schemas';
import { TextField } from '../../../components/forms/Field';
import { SelectField } from '../../../components/forms/SelectField';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { showSubmitError } from '../../../components/forms/formErrors';
import { createQuote, quoteQueryOptions, quotesQueryKey, updateQuote, vatRateQueryOptions } from '../api';
import { CustomerFields } from './CustomerFields';
import { DocumentTextFields } from './DocumentTextFields';
import { DocumentTotalsPreview } from './DocumentTotalsPreview';
import { previewDeposit, previewTotals, previewVatBasisPoints } from './documentForm';
import { LinesEditor } from './LinesEditor';
import { VatTick } from './VatTick';
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

/*
 * Each part of the form registers its own fields as it draws, so they register in the order they are shown and
 * a failed submit focuses the first field that is wrong on screen.
 */

function QuoteWorkFields() {
  const form = useFormContext<QuoteFormValues>();
  const { errors } = form.formState;
  return (
    <section aria-labelledby="work-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="work-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        The work
      </h2>
      <TextField label="Title" autoComplete="off" hint="What the customer sees first, e.g. 5 kVA solar installation" error={errors.title?.message} className="sm:col-span-2" {...form.register('title')} />
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<QuoteFormValues>({ resolver, defaultValues: quote ? quoteFormValuesOf(quote) : newQuoteFormValues(prefill) });
  const serverVat = useQuery(vatRateQueryOptions);
  const vatBasisPoints = previewVatBasisPoints(serverVat.data?.vatRate, quote?.vatRate);
  const save = useMutation({
    mutationFn: (draft: QuoteDraftInput) => (quote ? updateQuote(quote._id, draft) : createQuote(draft)),
    onSuccess: ({ message, ...saved }) => {
      toast.success(message);
      queryClient.setQueryData(quoteQueryOptions(saved._id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
      if (onSaved) onSaved(saved);
      else void navigate(pathTo('adminQuote', { id: saved._id }));
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={quote ? `Quote ${quote.number}` : 'New quote'}
        onSubmit={form.handleSubmit((values) => save.mutate(quoteDraftOf(values, prefill)))}
        className="grid max-w-3xl gap-8 rounded-box border border-grey-200 bg-white p-4 sm:p-6"
      >
        <CustomerFields />
        <QuoteWorkFields />
        <LinesEditor withOptional />
        <QuoteMoneyFields vatBasisPoints={vatBasisPoints} />
        <QuoteTotals control={form.control} vatBasisPoints={vatBasisPoints} />
        <DocumentTextFields />
        <SubmitButton pending={save.isPending} size="lg" className="justify-self-start">
          {quote ? 'Save changes' : 'Save draft'}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
