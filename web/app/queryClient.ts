import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** One per browser tab, and one per page the server renders (answers must not leak between visitors). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; anything else (network, 5xx) deserves one more try.
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}
