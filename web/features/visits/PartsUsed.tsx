import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { partsLimits } from '../../../contracts/stock';
import { partsCatalogueQueryOptions, partsMatching } from './partsCatalogue';

/** A part on the report being written: the catalogue's id, its name to show, and how many were used. */
export type ChosenPart = { productId: string; name: string; quantity: number };

const fieldClass = 'min-h-12 rounded-box border border-grey-300 px-3 text-base font-normal';
const smallButton = 'min-h-12 rounded-box border border-grey-300 px-3 text-base font-semibold text-navy-900';

/**
 * The catalogue parts used on the visit: found by typing part of the name (from the catalogue kept on the
 * phone, so it works with no network), each with how many; they leave the stock when the report is sent.
 */
export function PartsUsed({ parts, onChange }: { parts: ChosenPart[]; onChange: (parts: ChosenPart[]) => void }) {
  const catalogue = useQuery(partsCatalogueQueryOptions);
  const [typed, setTyped] = useState('');
  const searchId = useId();
  const found = partsMatching(catalogue.data ?? [], typed).filter((part) => !parts.some((chosen) => chosen.productId === part.id));
  const setQuantity = (productId: string, quantity: number) => onChange(parts.map((part) => (part.productId === productId ? { ...part, quantity } : part)));

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-navy-900">Parts used from the stock</legend>
      {parts.length > 0 && (
        <ul className="grid gap-2" aria-label="Parts used">
          {parts.map((part) => (
            <li key={part.productId} className="grid grid-cols-[1fr_5rem_auto] items-center gap-2">
              <span className="text-base text-navy-900">{part.name}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={partsLimits.maxQuantity}
                step={1}
                aria-label={`How many ${part.name}`}
                value={part.quantity}
                onChange={(event) => setQuantity(part.productId, Math.min(partsLimits.maxQuantity, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
                className={fieldClass}
              />
              <button type="button" className={smallButton} aria-label={`Remove ${part.name}`} onClick={() => onChange(parts.filter((each) => each.productId !== part.productId))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {parts.length < partsLimits.maxParts && (
        <>
          <label htmlFor={searchId} className="text-sm text-grey-700">
            Find a part by name
          </label>
          <input id={searchId} type="search" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} className={fieldClass} />
          {catalogue.isError && !catalogue.data && <p className="rounded-box bg-warning-soft p-2 text-sm text-warning">The catalogue could not be loaded. It loads when the network returns.</p>}
          {found.length > 0 && (
            <ul className="grid gap-1" aria-label="Parts found">
              {found.map((part) => (
                <li key={part.id}>
                  <button
                    type="button"
                    className={`${smallButton} w-full text-left`}
                    onClick={() => {
                      onChange([...parts, { productId: part.id, name: part.name, quantity: 1 }]);
                      setTyped('');
                    }}
                  >
                    Add {part.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
