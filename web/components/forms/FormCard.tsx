import type { ComponentPropsWithRef } from 'react';
import { UsableOnceHydrated } from '../../page-life/UsableOnceHydrated';

/**
 * A public form on a raised card, one column on phones and two from 640 px. Its fields stop clear of the
 * sticky header when a failed submit scrolls to the first error.
 */
export function FormCard({ className = '', ...props }: ComponentPropsWithRef<'form'>) {
  return (
    <UsableOnceHydrated>
      <form
        noValidate
        className={`grid gap-5 rounded-box border border-grey-200 bg-white p-4 shadow-raised sm:grid-cols-2 sm:p-8 [&_:is(input,select,textarea)]:scroll-mt-24 ${className}`.trim()}
        {...props}
      />
    </UsableOnceHydrated>
  );
}
