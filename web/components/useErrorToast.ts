import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';

/** Shows a failed load as a toast (SPEC.md section 8), once however many components read the same query. */
export function useErrorToast(error: Error | null): void {
  useEffect(() => {
    if (error) toast.error(error.message, { id: error.message });
  }, [error]);
}
