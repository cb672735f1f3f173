import { paymentMessages } from '../../../contracts/payments';
import type { PaymentChecked, PaymentStarted } from '../../../contracts/payments.schemas';
import { apiGet, apiPost } from '../../lib/api';

/** SPEC.md section 8: the checkout's and the payment return's own texts. */
export const paymentTexts = {
  noAuthorizationUrl: 'No authorization URL received',
  noReference: 'No reference found',
  paid: 'Payment successful! Order placed.',
  notPaid: 'Payment was not successful.',
} as const;

export function initializePayment(addressId: string) {
  return apiPost<PaymentStarted>('/payments/initialize', { addressId }, { defaultMessage: paymentMessages.checkoutFailed });
}

/** 'success' means paid and the order placed; any other status means not paid. */
export function verifyPayment(reference: string) {
  return apiGet<PaymentChecked>(`/payments/verify/${encodeURIComponent(reference)}`);
}
