import { useEffect, useRef } from 'react';

/**
 * Brings a result into view when it appears or changes (an answer recorded, a replaced payment page): on a
 * phone the button pressed may be a screen away from what it led to, and the next step must be on screen.
 */
export function useScrolledIntoView<Element extends HTMLElement>(result: string | undefined) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (result) ref.current?.scrollIntoView({ block: 'start' });
  }, [result]);
  return ref;
}
