import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatKobo, lineTotalKobo } from '../../../contracts/money';
import { quoteLimits } from '../../../contracts/quotes';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { emptyLine, pricedLineOf, typedNaira, type DocumentFormValues, type LineValues } from './documentForm';
import { PriceListPicker } from './PriceListPicker';

/** One line's total as typed so far; an optional one is shown apart, as the customer will see it. */
function LineTotal({ line }: { line: LineValues | undefined }) {
  if (!line) return null;
  const total = formatKobo(lineTotalKobo(pricedLineOf(line)));
  return <p className="text-sm text-navy-900">{line.optional ? `${total} (optional, not in total)` : `Line total ${total}`}</p>;
}

/**
 * The items of a quote or an invoice, one card each: description, quantity and unit price, stacked on a phone
 * and side by side from 640 px. Quotes may mark an item optional, for the customer to tick.
 */
export function LinesEditor({ withOptional }: { withOptional: boolean }) {
  const form = useFormContext<DocumentFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;

  return (
    <section aria-labelledby="items-heading" className="grid gap-4">
      <h2 id="items-heading" className="text-lg font-bold text-navy-900">
        Items
      </h2>
      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid grid-cols-2 gap-3 rounded-box border border-grey-200 p-3 sm:grid-cols-[minmax(0,1fr)_6rem_10rem] sm:p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">Item {index + 1}</legend>
              <TextField label="Description" autoComplete="off" className="col-span-2 sm:col-span-1" error={errors?.[index]?.description?.message} {...form.register(`lines.${index}.description`)} />
              <TextField label="Quantity" inputMode="numeric" autoComplete="off" error={errors?.[index]?.quantity?.message} {...form.register(`lines.${index}.quantity`)} />
              <TextField label="Unit price (₦)" inputMode="decimal" autoComplete="off" error={errors?.[index]?.unitPrice?.message} {...form.register(`lines.${index}.unitPrice`)} />
              <div className="col-span-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:col-span-3">
                {withOptional && (
                  <label className="flex min-h-11 items-center gap-2 text-sm text-navy-900">
                    <input type="checkbox" className="size-5 shrink-0 accent-navy-700" {...form.register(`lines.${index}.optional`)} />
                    Optional<span className="sr-only"> item {index + 1}</span> (the customer may tick it)
                  </label>
                )}
                <LineTotal line={lines[index]} />
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    className="border border-grey-300"
                    onClick={() => {
                      remove(index);
                      // The button taken away held the focus: it goes to the item before, or the new first one.
                      form.setFocus(`lines.${Math.max(0, index - 1)}.description`);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> item {index + 1}</span>
                  </Button>
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors?.root?.message && <p className="text-sm font-medium text-danger">{errors.root.message}</p>}
      {errors?.message && <p className="text-sm font-medium text-danger">{errors.message}</p>}
      <Button variant="secondary" className="justify-self-start" disabled={fields.length >= quoteLimits.lines} onClick={() => append(emptyLine)}>
        <Plus aria-hidden="true" className="size-4" />
        Add an item
      </Button>
      {fields.length < quoteLimits.lines && (
        <PriceListPicker
          onPick={(entry) => {
            const picked = { ...emptyLine, description: entry.description, unitPrice: typedNaira(entry.unitPrice) };
            // A blank first item is filled rather than left empty above the picked one.
            const [only] = lines;
            if (lines.length === 1 && only && !only.description.trim() && !only.unitPrice.trim()) form.setValue('lines.0', { ...only, ...picked });
            else append(picked);
          }}
        />
      )}
    </section>
  );
}
