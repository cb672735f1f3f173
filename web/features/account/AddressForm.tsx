import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressRequestSchema, type Address, type AddressRequest } from '../../../contracts/addresses.schemas';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { showSubmitError } from '../../components/forms/formErrors';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { AddressFields } from './api';
import { useSaveAddress } from './useAddressChanges';

const emptyAddress: AddressRequest = { street: '', city: '', state: '', country: '', phone: '' };

function addressValues(address: Address): AddressRequest {
  return { street: address.street, city: address.city, state: address.state, country: address.country, phone: address.phone };
}

interface AddressFormProps {
  /** The address being edited; without one the form adds a new address. */
  address: Address | null;
  /** The edit was saved or given up: back to adding. */
  onEditEnd: () => void;
}

/** Mount it with `key` set to the edited address's id, so each edit starts from that address. */
export function AddressForm({ address, onEditEnd }: AddressFormProps) {
  const titleId = useId();
  const form = useForm({ resolver: zodResolver(addressRequestSchema), defaultValues: address ? addressValues(address) : emptyAddress });
  const { errors } = form.formState;
  const save = useSaveAddress();
  const { setFocus } = form;

  useEffect(() => {
    if (address) setFocus('street');
  }, [address, setFocus]);

  function submit(fields: AddressFields) {
    save.mutate(
      { id: address?._id, fields },
      {
        onSuccess: () => {
          form.reset(emptyAddress);
          onEditEnd();
        },
        onError: (error) => showSubmitError(error, form),
      },
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-navy-900">
        {address ? 'Edit address' : 'Add a new address'}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField label="Street" autoComplete="street-address" className="sm:col-span-2" error={errors.street?.message} {...form.register('street')} />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...form.register('state')} />
        <TextField label="Country" autoComplete="country-name" error={errors.country?.message} {...form.register('country')} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <SubmitButton pending={save.isPending} size="lg">
            {address ? 'Save Address' : 'Add Address'}
          </SubmitButton>
          {address && (
            <Button variant="ghost" size="lg" onClick={onEditEnd}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
