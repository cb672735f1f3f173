import { useLayoutEffect, useState } from 'react';

/**
 * False on the server and in the first render of every component that uses it, true right after, before the
 * browser paints. Preact keeps the server's attributes while it hydrates, so a first render that differed from
 * the server's HTML would leave, say, a form disabled for good; parts whose code arrives after the page is
 * usable hydrate too, so each component must start from the server's view, not from a page-wide flag.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it is what turns the server's view into the browser's, before the paint.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
