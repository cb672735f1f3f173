import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { paymentMessages } from '../../../contracts/payments';
import { Spinner } from '../../components/Spinner';
import { cartQueryKey } from '../cart';
import { ordersQueryKey } from '../orders';
import { paymentTexts, verifyPayment } from './api';

const verifyingText = 'Confirming your payment with the card provider. Please do not close this page.';

/** Where the payment provider sends the customer back: the reference is checked once, then they move on. */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference') || searchParams.get('trxref');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: verify } = useMutation({
    mutationFn: verifyPayment,
    onSuccess: async ({ status }) => {
      if (status !== 'success') {
        toast.error(paymentTexts.notPaid);
        navigate('/cart', { replace: true });
        return;
      }
      toast.success(paymentTexts.paid);
      await Promise.all([queryClient.invalidateQueries({ queryKey: cartQueryKey }), queryClient.invalidateQueries({ queryKey: ordersQueryKey })]);
      navigate('/account/order', { replace: true });
    },
    onError: () => {
      toast.error(paymentMessages.verificationFailed);
      navigate('/cart', { replace: true });
    },
  });
  // StrictMode runs effects twice in development; a payment is verified once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!reference) {
      toast.error(paymentTexts.noReference);
      navigate('/', { replace: true });
      return;
    }
    verify(reference);
  }, [reference, navigate, verify]);

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Spinner label={verifyingText} size="lg" />
      <h1 className="text-xl font-bold text-navy-900">Confirming your payment</h1>
      <p aria-hidden="true" className="text-grey-600">
        {verifyingText}
      </p>
    </div>
  );
}
