import { useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { maxAddressesPerUser } from '../../../contracts/addresses';
import type { Address } from '../../../contracts/addresses.schemas';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PageHeading } from '../../components/PageHeading';
import { AddressForm } from './AddressForm';
import { AddressList } from './AddressList';
import { useDeleteAddress } from './useAddressChanges';

export function AddressesPage() {
  const [editing, setEditing] = useState<Address | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<Address | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteAddress();

  function startEditing(address: Address) {
    setEditing(address);
    formRef.current?.scrollIntoView({ block: 'start' });
  }

  function deleteConfirmed(address: Address) {
    setConfirmingDelete(null);
    remove.mutate(address._id, {
      onSuccess: () => {
        if (editing?._id === address._id) setEditing(null);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <>
      <PageHeading title="Addresses" lead={`Up to ${maxAddressesPerUser} delivery addresses for your orders.`} />
      {/* Each card's street is a level-3 heading; this one keeps the outline from skipping level 2. */}
      <h2 className="sr-only">Saved addresses</h2>
      <AddressList editingId={editing?._id} deletingId={remove.isPending ? remove.variables : undefined} onEdit={startEditing} onDelete={setConfirmingDelete} />
      {/* The sticky site header is 4rem tall: scroll-margin keeps the form's heading below it. */}
      <div ref={formRef} className="mt-10 scroll-mt-24 border-t border-grey-200 pt-8">
        <AddressForm key={editing?._id ?? 'new'} address={editing} onEditEnd={() => setEditing(null)} />
      </div>
      <ConfirmDialog
        open={confirmingDelete !== null}
        title="Delete this address?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => confirmingDelete && deleteConfirmed(confirmingDelete)}
        onCancel={() => setConfirmingDelete(null)}
      >
        {confirmingDelete && (
          <p>
            {confirmingDelete.street}, {confirmingDelete.city} will no longer be offered at checkout. Orders already placed keep their delivery address.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
