import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** What a Field hands its control so that label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldLook {
  label: ReactNode;
  /** Shown under the control in words, and announced with it. */
  error?: string;
  /** A short help text under the control, before any error. */
  hint?: ReactNode;
  className?: string;
}

interface FieldProps extends FieldLook {
  children: (control: FieldControlProps) => ReactNode;
}

/** scroll-margin: a field focused after a failed submit lands with its label below the sticky site header. */
export const inputClassName =
  'scroll-mt-24 min-h-11 w-full rounded-box border border-grey-500 bg-white px-3 py-2 text-base text-navy-900 placeholder:text-grey-600 aria-[invalid=true]:border-danger disabled:bg-grey-100';

/** A label above any control (input, select, textarea) and its hint and error below. */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-grey-600">
          {hint}
        </p>
      )}
      {/*
        A live region is only heard when it is already on the page as its text changes, so it stays even
        without an error; its negative margin takes back the column's gap while it is empty.
      */}
      <div aria-live="polite" className="-mt-1.5">
        {error && (
          <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export function TextInput({ className = '', ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={`${inputClassName} ${className}`.trim()} {...props} />;
}

/** A Field holding a TextInput: pass react-hook-form's register() result straight in. */
export function TextField({ label, error, hint, className, ...inputProps }: FieldLook & ComponentPropsWithRef<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <TextInput {...inputProps} {...control} />}
    </Field>
  );
}
