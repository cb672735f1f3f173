import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * What the server draws has working links, but its buttons and fields do nothing until the page's code has
 * taken it over: they stay disabled until then, so no tap or typed word is lost on a slow phone.
 */
export function UsableOnceHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} className="min-w-0">
      {children}
    </fieldset>
  );
}
