import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { UsableOnceHydrated } from './UsableOnceHydrated';

/** Resolves once the page has loaded and the browser has a quiet moment. */
function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * A part of a page whose code (and its libraries) loads after the page is usable, so a phone first downloads
 * what it needs to show and use the top of the page. The server draws the part in full; the browser keeps
 * that HTML, disabled, until the code arrives, then takes it over (React's selective hydration).
 */
export function lazyAfterLoad<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = lazy(async () => {
    if (typeof document !== 'undefined') await pageLoaded();
    const Component = await load();
    return {
      default: (props: Props) => (
        <UsableOnceHydrated>
          <Component {...props} />
        </UsableOnceHydrated>
      ),
    };
  });
  return function PartAfterLoad({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Part {...(props as Props)} />
      </Suspense>
    );
  };
}
