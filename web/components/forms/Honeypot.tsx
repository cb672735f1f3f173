import type { ComponentPropsWithRef } from 'react';

/**
 * A field people never see or reach; automated form fillers find it in the markup and fill it, and the
 * server quietly drops what they send. Pass react-hook-form's register('website') in.
 */
export function Honeypot(props: ComponentPropsWithRef<'input'>) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" className="sr-only" {...props} />
      </label>
    </div>
  );
}
