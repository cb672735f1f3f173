import { MapPin, Phone } from 'lucide-react';
import type { Address } from '../../../contracts/addresses.schemas';

interface AddressChoiceProps {
  addresses: readonly Address[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The saved addresses as one radio group: arrow keys move between cards, the chosen card is outlined. */
export function AddressChoice({ addresses, selectedId, onSelect }: AddressChoiceProps) {
  return (
    <fieldset>
      <legend className="text-lg font-bold text-navy-900">Delivery address</legend>
      <p className="mt-1 text-sm text-grey-600">Choose where we should deliver this order.</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <label
            key={address._id}
            className="flex cursor-pointer gap-3 rounded-box border border-grey-200 bg-white p-4 hover:border-navy-200 has-checked:border-accent has-checked:ring-2 has-checked:ring-accent"
          >
            <input
              type="radio"
              name="delivery-address"
              value={address._id}
              checked={address._id === selectedId}
              onChange={() => onSelect(address._id)}
              className="mt-1 size-5 shrink-0 accent-navy-900"
            />
            <span className="min-w-0">
              <span className="flex items-start gap-2 font-semibold break-words text-navy-900">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {address.street}
              </span>
              <span className="mt-1 block text-grey-700">
                {address.city}, {address.state}, {address.country}
              </span>
              <span className="mt-1 flex items-center gap-2 text-grey-700 tabular-nums">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {address.phone}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
