import { z } from 'zod';
import { paymentMessages } from '../../../contracts/payments';
import { apiGet, apiPost } from '../../lib/api';

/** SPEC.md section 8: the checkout's and the payment return's own texts. */
export const paymentTexts = {
  noAuthorizationUrl: 'No authorization URL received',
  noReference: 'No reference found',
  paid: 'Payment successful! Order placed.',
  notPaid: 'Payment was not successful.',
} as const;

/** Read leniently: a provider answer without a payment page is told apart from a failed request. */
const initializeAnswerSchema = z.object({ authorization_url: z.string().optional().catch(undefined) });

export async function initializePayment(addressId: string) {
  return initializeAnswerSchema.parse(await apiPost('/payments/initialize', { addressId }, { defaultMessage: paymentMessages.checkoutFailed }));
}

const verifyAnswerSchema = z.object({ status: z.string() });

/** 'success' means paid and the order placed; any other status means not paid. */
export async function verifyPayment(reference: string) {
  return verifyAnswerSchema.parse(await apiGet(`/payments/verify/${encodeURIComponent(reference)}`));
}
