import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../contracts/addresses.schemas';
import { Skeleton } from '../../components/Skeleton';
import { addressesQueryOptions } from './api';
import { AddressCard } from './AddressCard';

interface AddressListProps {
  editingId: string | undefined;
  deletingId: string | undefined;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function AddressList({ editingId, deletingId, onEdit, onDelete }: AddressListProps) {
  const addresses = useQuery(addressesQueryOptions);

  useEffect(() => {
    // SPEC.md section 8: an address load failure is only logged, never toasted.
    if (addresses.error) console.error('Addresses could not be loaded', addresses.error);
  }, [addresses.error]);

  if (addresses.isPending) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">Loading your addresses...</span>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }

  if (addresses.isError) {
    return (
      <p className="text-sm text-grey-600">
        Your addresses could not be loaded.{' '}
        <button type="button" onClick={() => void addresses.refetch()} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
          Try again
        </button>
      </p>
    );
  }

  if (addresses.data.length === 0) {
    return <p className="rounded-box border border-dashed border-grey-300 p-6 text-center text-grey-700">No address found</p>;
  }

  return (
    <ul className={grid}>
      {addresses.data.map((address) => (
        <li key={address._id}>
          <AddressCard address={address} editing={address._id === editingId} deleting={address._id === deletingId} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
