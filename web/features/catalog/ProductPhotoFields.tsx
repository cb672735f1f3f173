import { useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { X } from 'lucide-react';
import { imageLimits, imageMessages } from '../../../contracts/images';
import { Field, inputClassName } from '../../components/forms/Field';
import { ProductImage } from '../../components/ProductImage';
import { acceptedImageTypes, downsizeImage } from '../../lib/downsizeImage';
import type { ProductFormValues } from './productFormValues';

const fileInputClassName = `${inputClassName} file:mr-3 file:rounded-box file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:font-semibold file:text-white`;

const previewClassName = 'aspect-square w-full rounded-box border border-grey-200 bg-grey-50 object-cover';

interface PhotoFieldProps {
  control: Control<ProductFormValues>;
  /** Wraps the downsizing, so the form can wait for it before it is sent. */
  prepare: <T>(work: Promise<T>) => Promise<T>;
}

/** A photo the browser could not use is told under its field; the form's own values stay as they were. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : imageMessages.unreadable;
}

/** Each chosen photo is made small in the browser; the file input is emptied so the same file can be chosen again. */
async function downsizeChosen(event: ChangeEvent<HTMLInputElement>): Promise<string[]> {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return Promise.all(files.map(downsizeImage));
}

export function FeaturedPhotoField({ control, prepare }: PhotoFieldProps) {
  const { field, fieldState } = useController({ control, name: 'featuredImage' });
  const [unusable, setUnusable] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    setUnusable(undefined);
    try {
      const [photo] = await prepare(downsizeChosen(event));
      if (photo) field.onChange(photo);
    } catch (error) {
      setUnusable(reasonOf(error));
    }
  }

  return (
    <div className={`grid gap-4 sm:items-start ${field.value ? 'sm:grid-cols-[1fr_10rem]' : ''}`}>
      <Field
        label="Featured image"
        hint="The main picture in the shop; a new file replaces the one shown. JPEG, PNG or WebP; large photos are made smaller first."
        error={unusable ?? fieldState.error?.message}
      >
        {(props) => <input ref={field.ref} type="file" accept={acceptedImageTypes} onChange={choose} {...props} className={fileInputClassName} />}
      </Field>
      {field.value && <ProductImage src={field.value} side={160} sizes="160px" alt="Featured image preview" className={`${previewClassName} max-w-40`} />}
    </div>
  );
}

export function OtherPhotosField({ control, prepare }: PhotoFieldProps) {
  const { field, fieldState } = useController({ control, name: 'images' });
  const photos = field.value;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maxOthers = imageLimits.maxPerProduct - 1;
  const [unusable, setUnusable] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    setUnusable(undefined);
    try {
      const added = await prepare(downsizeChosen(event));
      field.onChange([...photos, ...added]);
    } catch (error) {
      setUnusable(reasonOf(error));
    }
  }

  function removeAt(index: number) {
    field.onChange(photos.filter((_, position) => position !== index));
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <Field label="Other images" hint={`Up to ${maxOthers} more pictures: other sides, labels, the box. Choose several at once.`} error={unusable ?? fieldState.error?.message}>
        {(props) => (
          <input
            ref={(input) => {
              inputRef.current = input;
              field.ref(input);
            }}
            type="file"
            multiple
            accept={acceptedImageTypes}
            onChange={choose}
            {...props}
            className={fileInputClassName}
          />
        )}
      </Field>
      {photos.length > 0 && (
        <ul aria-label="Chosen other images" className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-7">
          {photos.map((photo, index) => (
            // The same photo may be chosen twice, so its place in the list tells the previews apart.
            <li key={`${index}-${photo.slice(-24)}`} className="relative">
              <ProductImage src={photo} side={120} sizes="120px" alt={`Other image ${index + 1}`} className={previewClassName} />
              <button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={`Remove other image ${index + 1}`}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-box bg-white/90 text-danger shadow-raised hover:bg-danger hover:text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
