import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { eventMessages } from '../../../contracts/events';
import { Field, inputClassName } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { acceptedImageTypes } from '../../lib/downsizeImage';
import { useCreateEvent } from './useEventChanges';

interface Chosen {
  file: File;
  previewUrl: string;
}

export function EventUploadForm() {
  const [chosen, setChosen] = useState<Chosen>();
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const create = useCreateEvent();

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(undefined);
    setChosen(file && { file, previewUrl: URL.createObjectURL(file) });
  }

  function upload(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(eventMessages.imageNeeded);
      inputRef.current?.focus();
      return;
    }
    create.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(undefined);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  }

  return (
    <form noValidate onSubmit={upload} aria-label="Upload an event picture" className="rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-[1fr_12rem] sm:items-start">
        <Field label="Event picture" hint="JPEG, PNG or WebP. Large photos are made smaller before upload." error={error}>
          {(control) => (
            <input
              ref={inputRef}
              type="file"
              accept={acceptedImageTypes}
              onChange={choose}
              {...control}
              className={`${inputClassName} file:mr-3 file:rounded-box file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
            />
          )}
        </Field>
        {chosen && <img src={chosen.previewUrl} alt="Chosen picture" width={192} height={108} className="aspect-video w-full rounded-box border border-grey-200 bg-grey-50 object-contain" />}
      </div>
      <SubmitButton pending={create.isPending} className="mt-6">
        <ImageUp aria-hidden="true" className="size-4" />
        Upload Event
      </SubmitButton>
    </form>
  );
}
