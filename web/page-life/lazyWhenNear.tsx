import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isTakingOverServerPage } from './serverDrawnPage';
import { UsableOnceHydrated } from './UsableOnceHydrated';

/** Resolves once the page has loaded and the browser has a quiet moment. */
function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/** Calls `near` once the element is within a screen's height of the viewport. */
function watchApproach(element: Element, near: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A part of a page whose code (and its libraries) loads only when the visitor scrolls near it, and never
 * before the page has loaded, so a phone first downloads what it needs to show and use the top of the page.
 * The server draws the part in full; the browser keeps that HTML, disabled, until the code arrives, then
 * takes it over. Every place a part is used shares one download: the first to come near starts it. On a page
 * the visitor moves to later, the download starts at once, since there is no server-drawn copy to show meanwhile.
 */
export function lazyWhenNear<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let near = () => {};
  const approached = new Promise<void>((resolve) => (near = resolve));
  const Part = lazy(async () => {
    if (typeof document !== 'undefined') await Promise.all([approached, pageLoaded()]);
    const Component = await load();
    return {
      default: (props: Props) => (
        <UsableOnceHydrated>
          <Component {...props} />
        </UsableOnceHydrated>
      ),
    };
  });
  return function PartWhenNear({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const place = useRef<HTMLDivElement>(null);
    const [onFirstPage] = useState(isTakingOverServerPage);
    useEffect(() => {
      if (!onFirstPage || !place.current) return near();
      return watchApproach(place.current, near);
    }, [onFirstPage]);
    return (
      <div ref={place}>
        <Suspense fallback={fallback}>
          <Part {...(props as Props)} />
        </Suspense>
      </div>
    );
  };
}
