import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the browser takes over what the server drew (and on the server), true ever after. React draws
 * again right after hydration, so whatever depends on it changes then, never as a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
