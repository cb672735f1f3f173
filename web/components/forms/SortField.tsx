import { ChevronSelect } from './ChevronSelect';
import { Field } from './Field';

interface SortFieldProps {
  /** value -> what the visitor reads, e.g. { newest: 'Newest first' } */
  choices: Readonly<Record<string, string>>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The 'Sort by' select of a list (the shop, the admin's bookings), with the same chevron as every other select. */
export function SortField({ choices, value, onChange, className }: SortFieldProps) {
  return (
    <Field label="Sort by" className={className}>
      {(control) => (
        <ChevronSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {Object.entries(choices).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </ChevronSelect>
      )}
    </Field>
  );
}
