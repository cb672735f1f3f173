import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CustomerRecord } from '../../../contracts/customers.schemas';
import { TextField } from '../../components/forms/Field';
import { knownCustomersQueryOptions } from './api';

/**
 * A customer the company already knows, found by a few letters of their name, phone or e-mail: picking one
 * fills the form's customer (name, e-mail, phone and the last address a document went to).
 */
export function CustomerPicker({ onPick }: { onPick: (customer: CustomerRecord) => void }) {
  const [words, setWords] = useState('');
  const typed = words.trim();
  const found = useQuery({ ...knownCustomersQueryOptions(typed), enabled: typed.length >= 2 });
  const customers = found.data?.customers ?? [];
  return (
    <div className="grid gap-2 sm:col-span-2">
      <TextField label="Find an existing customer (optional)" type="search" autoComplete="off" value={words} onChange={(event) => setWords(event.target.value)} />
      {typed.length >= 2 && found.isSuccess && (
        <ul aria-label="Customers found" className="grid gap-1">
          {customers.length === 0 && <li className="text-sm text-grey-700">No customer matches: type their details below.</li>}
          {customers.map((customer) => (
            <li key={customer._id}>
              <button
                type="button"
                className="grid min-h-11 w-full rounded-box border border-grey-200 bg-white px-3 py-1 text-left text-navy-900 hover:bg-grey-100"
                onClick={() => {
                  onPick(customer);
                  setWords('');
                }}
              >
                <span className="font-semibold">{customer.name}</span>
                <span className="text-sm break-all text-grey-700">{[customer.phone, customer.email].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
