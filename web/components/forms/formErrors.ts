import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { isApiError } from '../../lib/api';

/** The part of react-hook-form's useForm() result this needs. */
type FormWithErrors<T extends FieldValues> = { getValues: () => T; setError: UseFormSetError<T> };

/**
 * A failed submit, shown the way SPEC.md section 8 and API.md ask: each field text the server sent goes
 * under that field of the form (the first one takes the focus); when none fits a field of this form, the
 * server's message (or the default) becomes a toast.
 */
export function showSubmitError<T extends FieldValues>(error: Error, form: FormWithErrors<T>): void {
  const values = form.getValues();
  const fieldErrors = isApiError(error) ? Object.entries(error.errors).filter(([field]) => field in values) : [];
  if (fieldErrors.length === 0) {
    toast.error(error.message);
    return;
  }
  fieldErrors.forEach(([field, message], index) => {
    // `field in values` above makes it one of this form's fields.
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
