import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { FeaturedPhotoField, OtherPhotosField } from './ProductPhotoFields';
import type { ProductFormValues } from './productFormValues';

interface ProductFormProps {
  /** Made by the page with its own schema: every field required to create, any of them to update. */
  form: UseFormReturn<ProductFormValues>;
  pending: boolean;
  submitLabel: ReactNode;
  onSubmit: (product: ProductFormValues) => void;
}

/** The create and update forms: name, price, description and pictures, with the photos made small before sending. */
export function ProductForm({ form, pending, submitLabel, onSubmit }: ProductFormProps) {
  const { errors } = form.formState;
  const [preparingPhotos, setPreparingPhotos] = useState(0);

  async function prepare<T>(work: Promise<T>): Promise<T> {
    setPreparingPhotos((count) => count + 1);
    try {
      return await work;
    } finally {
      setPreparingPhotos((count) => count - 1);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex max-w-3xl flex-col gap-6 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-[1fr_12rem]">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Price (₦)" inputMode="decimal" autoComplete="off" hint="In naira, e.g. 2500 or 1250.50" error={errors.price?.message} {...form.register('price')} />
      </div>
      <TextAreaField label="Description" rows={5} error={errors.description?.message} {...form.register('description')} />
      <FeaturedPhotoField control={form.control} prepare={prepare} />
      <OtherPhotosField control={form.control} prepare={prepare} />
      {preparingPhotos > 0 && (
        <p role="status" className="text-sm text-grey-600">
          Preparing photos...
        </p>
      )}
      <SubmitButton pending={pending} disabled={preparingPhotos > 0} size="lg" className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
