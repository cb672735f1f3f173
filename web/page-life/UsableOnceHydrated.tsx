import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * What the server draws has working links, but its buttons and fields do nothing until the page's code has
 * taken it over: they stay disabled until then, so no tap or typed word is lost on a slow phone. The back
 * office holds its links as well: a row's link carries the way back to the list as it was left.
 */
export function UsableOnceHydrated({ children, holdLinks = false }: { children: ReactNode; holdLinks?: boolean }) {
  return (
    // holdLinks: links wait too, where following one carries what the app knows (a list's tab to come back to).
    <fieldset disabled={!useHydrated()} className={holdLinks ? 'min-w-0 [&:disabled_a]:pointer-events-none' : 'min-w-0'}>
      {children}
    </fieldset>
  );
}
