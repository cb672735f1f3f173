import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/forms/Field';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { CustomerPicker } from '../customers';
import type { DocumentFormValues } from './documentForm';

/** Who the quote or invoice is for: the phone to share it by WhatsApp or SMS, the e-mail it is mailed to if they have one, the address for the visit. */
export function CustomerFields() {
  const form = useFormContext<DocumentFormValues>();
  const errors = form.formState.errors.customer;
  return (
    <section aria-labelledby="customer-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="customer-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        Customer
      </h2>
      <CustomerPicker
        onPick={(customer) => {
          const picked = { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address };
          form.setValue('customer', picked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
      />
      <TextField label="Name" autoComplete="off" error={errors?.name?.message} {...form.register('customer.name')} />
      <TextField label="Email (optional)" type="email" autoComplete="off" error={errors?.email?.message} {...form.register('customer.email')} />
      <TextField label="Phone" type="tel" autoComplete="off" error={errors?.phone?.message} {...form.register('customer.phone')} />
      <TextAreaField label="Address (optional)" rows={2} error={errors?.address?.message} className="sm:col-span-2" {...form.register('customer.address')} />
    </section>
  );
}
