import { useEffect, useState } from 'react';

/** Set by the first component to mount: parts drawn later in the browser are usable from their first frame. */
let hydrated = false;

/**
 * False while the browser takes over what the server drew (and on the server), true ever after. The change
 * comes in an effect, after hydration: Preact keeps the server's attributes while it hydrates, so a first
 * render that differed from the server's HTML would leave a form disabled for good.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
