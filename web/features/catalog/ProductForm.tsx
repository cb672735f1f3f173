import { useState, type ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { categoryMessages, specLimits } from '../../../contracts/categories';
import { Button } from '../../components/Button';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { Field, TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { FeaturedPhotoField, OtherPhotosField } from './ProductPhotoFields';
import type { ProductFormValues } from './productFormValues';
import { categoriesQueryOptions } from './categoriesApi';

interface ProductFormProps {
  /** Made by the page with its own schema: every field required to create, any of them to update. */
  form: UseFormReturn<ProductFormValues>;
  pending: boolean;
  submitLabel: ReactNode;
  onSubmit: (product: ProductFormValues) => void;
}

/** The product's category, from the office's list. */
function CategoryField({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const categories = useQuery(categoriesQueryOptions);
  return (
    <Field label="Category" error={form.formState.errors.category?.message}>
      {(control) => (
        <ChevronSelect {...control} {...form.register('category')}>
          <option value="">No category</option>
          {categories.data?.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </ChevronSelect>
      )}
    </Field>
  );
}

/** Brand, rating, wattage, voltage and warranty, then any other name and value; one left without a value is not kept. */
function SpecsFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const specs = useFieldArray({ control: form.control, name: 'specs' });
  const failed = form.formState.errors.specs !== undefined;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-navy-900">Specifications</legend>
      <p className="text-sm text-grey-700">Shoppers filter the shop by these. Leave a value empty to leave it out.</p>
      {specs.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField label={`Specification ${index + 1} name`} autoComplete="off" maxLength={specLimits.nameMax} {...form.register(`specs.${index}.name`)} />
          <TextField label={`Specification ${index + 1} value`} autoComplete="off" maxLength={specLimits.valueMax} {...form.register(`specs.${index}.value`)} />
          <Button variant="ghost" aria-label={`Remove specification ${index + 1}`} onClick={() => specs.remove(index)}>
            Remove
          </Button>
        </div>
      ))}
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {categoryMessages.specs}
        </p>
      )}
      {specs.fields.length < specLimits.maxSpecs && (
        <Button variant="secondary" className="self-start" onClick={() => specs.append({ name: '', value: '' })}>
          Add specification
        </Button>
      )}
    </fieldset>
  );
}

/** The create and update forms: name, price, description, category, specifications and pictures, with the photos made small before sending. */
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
      <CategoryField form={form} />
      <SpecsFields form={form} />
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
