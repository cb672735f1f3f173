import type { ComponentPropsWithRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, inputClassName, type FieldLook } from './Field';

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
        <div className="relative">
          <select {...selectProps} {...control} className={`${inputClassName} appearance-none pr-10`}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-grey-600" />
        </div>
      )}
    </Field>
  );
}
