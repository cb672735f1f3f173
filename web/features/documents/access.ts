import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { checkServicePayment, type DocumentAccess } from './api';
import { paymentReturnOf, paymentReturnWords, type PaymentReturn } from './paymentReturn';

export type { PaymentReturn } from './paymentReturn';

/** The private link's token (/quotes/:token) or, signed in, the document's id (/account/quotes/:id). */
export function useDocumentAccess(): DocumentAccess {
  const { token, id = '' } = useParams();
  return token === undefined ? { id } : { token };
}

/**
 * Back from Paystack the address carries `?reference=` (Paystack adds `trxref` too): the payment is checked
 * once, the reference taken off the address so a reload does not ask again, and the document read afresh.
 */
export function usePaymentReturn(documentKey: QueryKey): PaymentReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = searchParams.get('reference') || searchParams.get('trxref');
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: checkServicePayment,
    onSettled: () => {
      setSearchParams({}, { replace: true });
      return queryClient.invalidateQueries({ queryKey: documentKey });
    },
  });
  const { mutate } = check;
  // StrictMode runs effects twice in development; a payment is checked once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !reference) return;
    started.current = true;
    mutate(reference);
  }, [reference, mutate]);

  if (check.isPending) return { tone: 'info', text: paymentReturnWords.checking };
  if (check.isError) return { tone: 'failure', text: paymentReturnWords.unchecked };
  if (!check.data) return undefined;
  return paymentReturnOf(check.data);
}
