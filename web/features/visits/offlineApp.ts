import { pathTo } from '../../../contracts/pages';

/** web/public/my-day-worker.js: the shell and assets of /my-day, kept for a phone with no network. */
const workerPath = '/my-day-worker.js';
/** Installed from /my-day, the app opens on the technician's day, not on the public home page. */
const manifestPath = '/my-day.webmanifest';

/**
 * Makes /my-day an app that opens with no network: the technician's own manifest, and the service worker,
 * registered here only, for /my-day only (web/page-life/README.md: no public page loads or waits for it).
 * Once it is active, it is told what this page loaded before it took over, to keep.
 */
export async function keepDayPageOffline(): Promise<void> {
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestPath;
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(workerPath, { scope: pathTo('technicianDay') });
    const ready = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ keep: [location.pathname, ...loaded] });
  } catch {
    // A browser that refuses workers (private mode) still has the page while it has network.
  }
}
