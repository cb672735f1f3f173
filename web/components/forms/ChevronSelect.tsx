import type { ComponentPropsWithRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { inputClassName } from './Field';

/** A native select (the phone's own picker) drawn like the text fields, with the site's chevron for its arrow. */
export function ChevronSelect(props: Omit<ComponentPropsWithRef<'select'>, 'className'>) {
  return (
    <div className="relative">
      <select {...props} className={`${inputClassName} appearance-none pr-10`} />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-grey-600" />
    </div>
  );
}
