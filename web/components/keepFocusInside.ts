import type { KeyboardEvent } from 'react';

/**
 * A modal dialog makes the page inert, but Tab past its last control leaves for the browser's own UI;
 * this wraps it round to the first control (and Shift+Tab the other way) so focus stays in the dialog.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])');
  const first = controls[0];
  const last = controls[controls.length - 1];
  const edge = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
