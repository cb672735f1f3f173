/**
 * A part of the app fetched the first time it is needed and kept from then on. A fetch that failed (a dropped
 * connection) is forgotten, so that the next use tries again.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  /** Starts the fetch ahead of the need; a failure is left for the real use to report. */
  const prefetch = () => {
    get().catch(() => undefined);
  };
  return { get, prefetch };
}
