import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { priceItemInput, type PriceItemInput } from '../../../contracts/quotes.schemas';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { priceListQueryKey } from '../documents';
import { addPriceItem } from './api';

const emptyItem: PriceItemInput = { description: '', unitPrice: '' };

/** Raw mode, as the quote form: the price goes as typed ("310,000") and the server turns it into kobo. */
const resolver = zodResolver(priceItemInput, undefined, { raw: true }) as Resolver<PriceItemInput>;

/** A service the office prices often, added once so that every quote and invoice can pick it. */
export function AddPriceItemForm() {
  const queryClient = useQueryClient();
  const form = useForm<PriceItemInput>({ resolver, defaultValues: emptyItem });
  const { errors } = form.formState;
  const add = useMutation({
    mutationFn: addPriceItem,
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset(emptyItem);
      void queryClient.invalidateQueries({ queryKey: priceListQueryKey });
    },
    onError: (error) => showSubmitError(error, form),
  });
  return (
    <form
      noValidate
      aria-labelledby="add-price-item-heading"
      onSubmit={form.handleSubmit((item) => add.mutate(item))}
      className="grid gap-4 rounded-box border border-grey-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start sm:p-6"
    >
      <h2 id="add-price-item-heading" className="text-lg font-bold text-navy-900 sm:col-span-3">
        Add a service
      </h2>
      <TextField label="Description" autoComplete="off" hint="e.g. Changeover panel, 3-phase, installed" error={errors.description?.message} {...form.register('description')} />
      <TextField label="Unit price (₦)" inputMode="decimal" autoComplete="off" hint="e.g. 310,000" error={errors.unitPrice?.message} {...form.register('unitPrice')} />
      <SubmitButton pending={add.isPending} className="sm:mt-7">
        Add to the price list
      </SubmitButton>
    </form>
  );
}
