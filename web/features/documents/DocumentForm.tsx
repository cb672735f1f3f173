import type { ReactNode } from 'react';
import { FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { CustomerFields } from './CustomerFields';
import { DocumentTextFields } from './DocumentTextFields';
import type { DocumentFormValues } from './documentForm';
import { LinesEditor } from './LinesEditor';

interface DocumentFormProps<Values extends DocumentFormValues> {
  form: UseFormReturn<Values>;
  /** The form's name: the document's number, or 'New quote'. */
  label: string;
  /** A saved draft is changed; a new one is saved as a draft. */
  editing: boolean;
  pending: boolean;
  onSubmit: SubmitHandler<Values>;
  /** Quotes may mark an item optional, for the customer to tick. */
  withOptional: boolean;
  /** The document's own fields about the work (title, dates, service). */
  work: ReactNode;
  /** Discount, VAT (and a quote's deposit), then the totals as typed. */
  money: ReactNode;
  /** What only the office reads, after the customer's terms and notes (a quote's office notes). */
  office?: ReactNode;
}

/**
 * A quote's or an invoice's form, in the order the office fills it: customer, the work, items, money, terms.
 * Each part registers its own fields as it draws, so they register in the order shown and a failed submit
 * focuses the first field that is wrong on screen.
 */
export function DocumentForm<Values extends DocumentFormValues>({ form, label, editing, pending, onSubmit, withOptional, work, money, office }: DocumentFormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-3xl gap-8 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
        <CustomerFields />
        {work}
        <LinesEditor withOptional={withOptional} />
        {money}
        <DocumentTextFields />
        {office}
        <SubmitButton pending={pending} size="lg" className="justify-self-start">
          {editing ? 'Save changes' : 'Save draft'}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
