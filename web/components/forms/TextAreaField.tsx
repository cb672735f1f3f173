import type { ComponentPropsWithRef } from 'react';
import { Field, inputClassName, type FieldLook } from './Field';

/** A Field holding a textarea; pass react-hook-form's register() result in. */
export function TextAreaField({ label, error, hint, className, rows = 4, ...textAreaProps }: FieldLook & ComponentPropsWithRef<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={rows} {...textAreaProps} {...control} className={`${inputClassName} resize-y`} />}
    </Field>
  );
}
