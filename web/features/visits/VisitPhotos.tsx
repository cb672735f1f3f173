import { X } from 'lucide-react';
import { maxVisitPhotos } from '../../../contracts/schedule';
import { acceptedImageTypes, downsizeImage } from '../../lib/downsizeImage';

/**
 * The photos of a visit before they are sent: taken or picked, downsized on the phone, each shown as a
 * thumbnail that can be removed (a blurred one, the wrong room) until Done sends them.
 */
export function VisitPhotos({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  return (
    <div className="grid gap-2">
      <label className="grid gap-1 text-sm font-semibold text-navy-900">
        Photos ({photos.length} of at most {maxVisitPhotos})
        <input
          type="file"
          accept={acceptedImageTypes}
          multiple
          capture="environment"
          disabled={photos.length >= maxVisitPhotos}
          className="min-h-12 text-base font-normal"
          onChange={async (event) => {
            const files = [...(event.target.files ?? [])].slice(0, maxVisitPhotos - photos.length);
            event.target.value = '';
            const downsized = await Promise.all(files.map((file) => downsizeImage(file).catch(() => undefined)));
            onChange([...photos, ...downsized.filter((photo): photo is string => photo !== undefined)].slice(0, maxVisitPhotos));
          }}
        />
      </label>
      {photos.length > 0 && (
        <ul aria-label="Photos to send" className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.slice(-24)}`} className="relative">
              <img src={photo} alt={`Photo ${index + 1} to send`} className="aspect-square w-full rounded-box object-cover" />
              <button
                type="button"
                className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-navy-900/80 text-white"
                onClick={() => onChange(photos.filter((_, kept) => kept !== index))}
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Remove photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
