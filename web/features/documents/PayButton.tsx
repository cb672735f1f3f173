import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { PaymentStarted } from '../../../contracts/payments.schemas';
import { Button } from '../../components/Button';
import { UsableOnceHydrated } from '../../page-life/UsableOnceHydrated';

/**
 * Starts a card payment and hands the browser to the payment page, which sends it back here with the
 * reference. The button stays busy until the browser has left.
 */
export function PayButton({ start, children }: { start: () => Promise<PaymentStarted>; children: string }) {
  const pay = useMutation({
    mutationFn: start,
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
    onError: (error) => toast.error(error.message),
  });
  const leaving = pay.isPending || pay.isSuccess;
  return (
    <UsableOnceHydrated>
      <Button size="lg" className="w-full sm:w-auto" disabled={leaving} aria-busy={leaving || undefined} onClick={() => pay.mutate()}>
        {leaving ? 'Loading...' : children}
      </Button>
    </UsableOnceHydrated>
  );
}
