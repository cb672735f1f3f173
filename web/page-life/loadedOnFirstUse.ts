/** How Chromium names the module whose fetch failed, in the error of the import() that needed it. */
const failedModule = /Failed to fetch dynamically imported module: (\S+)/;

/**
 * Chromium (150 at least) keeps a module whose fetch failed in the page's module map: importing the same
 * address again fails at once, without asking the network. The failed address is in the error; with a query
 * string of its own it is a module the page has not seen, and the browser fetches it.
 */
function importAgain<T>(error: unknown, attempt: number): Promise<T> | undefined {
  const address = error instanceof Error ? failedModule.exec(error.message)?.[1] : undefined;
  if (!address) return undefined;
  const url = new URL(address);
  url.searchParams.set('retry', String(attempt));
  return import(/* @vite-ignore */ url.href) as Promise<T>;
}

/**
 * A part of the app fetched the first time it is needed and kept from then on. A fetch that failed (a dropped
 * connection) is forgotten, so that the next use tries again, at a new address when the browser would
 * otherwise answer from its memory of the failure.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let failure: unknown;
  let attempts = 0;
  const get = (): Promise<T> => {
    loading ??= (importAgain<T>(failure, attempts) ?? load()).then(
      (loaded) => loaded,
      (error: unknown) => {
        loading = undefined;
        failure = error;
        attempts += 1;
        throw error;
      },
    );
    return loading;
  };
  /** Starts the fetch ahead of the need; a failure is left for the real use to report. */
  const prefetch = () => {
    get().catch(() => undefined);
  };
  return { get, prefetch };
}
