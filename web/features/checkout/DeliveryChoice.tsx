import { Store, Truck } from 'lucide-react';
import type { DeliveryMethod } from '../../../contracts/delivery';
import { company } from '../../../contracts/company';

const choices: { method: DeliveryMethod; label: string; detail: string; Icon: typeof Truck }[] = [
  { method: 'delivery', label: 'Deliver to my address', detail: 'The fee depends on your address’s delivery zone.', Icon: Truck },
  { method: 'pickup', label: 'Pickup at our office', detail: `Free. Collect it at ${company.address}.`, Icon: Store },
];

/** Delivery or pickup, one radio group like the addresses above it. */
export function DeliveryChoice({ method, onChange }: { method: DeliveryMethod; onChange: (method: DeliveryMethod) => void }) {
  return (
    <fieldset className="mt-8">
      <legend className="text-lg font-bold text-navy-900">Delivery</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {choices.map(({ method: choice, label, detail, Icon }) => (
          <label
            key={choice}
            className="flex cursor-pointer gap-3 rounded-box border border-grey-200 bg-white p-4 hover:border-navy-200 has-checked:border-accent has-checked:ring-2 has-checked:ring-accent"
          >
            <input type="radio" name="delivery-method" value={choice} checked={method === choice} onChange={() => onChange(choice)} className="mt-1 size-5 shrink-0 accent-navy-900" />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-semibold text-navy-900">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </span>
              <span className="mt-1 block text-sm text-grey-700">{detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
