import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../components/forms/TextAreaField';
import type { DocumentFormValues } from './documentForm';

/** Terms and notes, printed on the document the customer reads. */
export function DocumentTextFields() {
  const form = useFormContext<DocumentFormValues>();
  const { errors } = form.formState;
  return (
    <section aria-labelledby="terms-heading" className="grid gap-4">
      <h2 id="terms-heading" className="text-lg font-bold text-navy-900">
        Terms and notes
      </h2>
      <TextAreaField label="Terms (optional)" rows={3} hint="e.g. payment stages, warranty, what the price leaves out." error={errors.terms?.message} {...form.register('terms')} />
      <TextAreaField label="Notes (optional)" rows={4} hint="The customer reads these on the document." error={errors.notes?.message} {...form.register('notes')} />
    </section>
  );
}
