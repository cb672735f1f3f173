import type { ComponentPropsWithRef } from 'react';
import { ChevronSelect } from './ChevronSelect';
import { Field, type FieldLook } from './Field';

interface SelectFieldProps extends FieldLook, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly string[];
  /** The first, empty choice, e.g. 'Select a service'. */
  placeholder: string;
}

/** A Field holding a native select (the phone's own picker); pass react-hook-form's register() result in. */
export function SelectField({ label, error, hint, className, options, placeholder, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <ChevronSelect {...selectProps} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </ChevronSelect>
      )}
    </Field>
  );
}
