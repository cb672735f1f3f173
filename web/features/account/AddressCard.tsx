import { Pencil, Phone, Trash2 } from 'lucide-react';
import type { Address } from '../../../contracts/addresses.schemas';
import { Button } from '../../components/Button';

interface AddressCardProps {
  address: Address;
  /** This address is in the form below. */
  editing: boolean;
  deleting: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

export function AddressCard({ address, editing, deleting, onEdit, onDelete }: AddressCardProps) {
  // Screen readers list buttons out of context: the street tells one card's Edit from another's.
  const which = <span className="sr-only"> {address.street}</span>;

  return (
    <article className={`flex h-full flex-col rounded-box border bg-white p-5 ${editing ? 'border-accent ring-2 ring-accent' : 'border-grey-200'}`}>
      <div className="flex-1">
        <h3 className="font-semibold break-words text-navy-900">{address.street}</h3>
        <p className="mt-1 text-grey-700">
          {address.city}, {address.state}
        </p>
        <p className="text-grey-700">{address.country}</p>
        <p className="mt-2 flex items-center gap-2 text-grey-700">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {address.phone}
        </p>
      </div>
      <div className="mt-4 flex gap-2 border-t border-grey-200 pt-4">
        <Button variant="ghost" onClick={() => onEdit(address)} className="flex-1">
          <Pencil aria-hidden="true" className="size-4" />
          Edit{which}
        </Button>
        <Button variant="danger" disabled={deleting} onClick={() => onDelete(address)} className="flex-1">
          <Trash2 aria-hidden="true" className="size-4" />
          {deleting ? 'Loading...' : <>Delete{which}</>}
        </Button>
      </div>
    </article>
  );
}
