import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNaira } from '../../../contracts/money';
import type { PriceListEntry } from '../../../contracts/quotes.schemas';
import { TextField } from '../../components/forms/Field';
import { priceListQueryOptions } from './api';

/**
 * A line picked from the price list: the office types a few letters of a service or a product and taps it; the
 * line is added with its description and price, ready to change.
 */
export function PriceListPicker({ onPick }: { onPick: (entry: PriceListEntry) => void }) {
  const [words, setWords] = useState('');
  const typed = words.trim();
  const found = useQuery({ ...priceListQueryOptions(typed), enabled: typed.length >= 2 });
  const items = found.data?.items ?? [];
  return (
    <div className="grid gap-2">
      <TextField label="Pick from the price list" type="search" autoComplete="off" value={words} onChange={(event) => setWords(event.target.value)} />
      {typed.length >= 2 && found.isSuccess && (
        <ul aria-label="Price list matches" className="grid gap-1">
          {items.length === 0 && <li className="text-sm text-grey-700">Nothing on the price list matches.</li>}
          {items.map((entry) => (
            <li key={`${entry.kind}-${entry._id}`}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-box border border-grey-200 bg-white px-3 text-left text-navy-900 hover:bg-grey-100"
                onClick={() => {
                  onPick(entry);
                  setWords('');
                }}
              >
                <span>
                  {entry.description}
                  <span className="sr-only">, {entry.kind}</span>
                </span>
                <span className="font-semibold">{formatNaira(entry.unitPrice)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
