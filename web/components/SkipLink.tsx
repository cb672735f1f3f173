import type { MouseEvent } from 'react';

/** The id of the <main> a SkipLink jumps to; that <main> needs tabIndex={-1} to take the focus. */
export const mainContentId = 'main';

/**
 * The first Tab stop of a page with a header (WCAG 2.4.1): hidden until focused, it moves the focus past
 * the navigation. Focusing the target directly, not following the #fragment, keeps the router's URL as is.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }

  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only rounded-box bg-accent font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
