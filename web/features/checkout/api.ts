import { queryOptions } from '@tanstack/react-query';
import type { DeliveryMethod, DeliveryZone } from '../../../contracts/delivery';
import type { DeliveryZoneJson } from '../../../contracts/delivery.schemas';
import { koboOfNaira } from '../../../contracts/money';
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

export function initializePayment({ addressId, delivery }: { addressId: string; delivery: DeliveryMethod }) {
  return apiPost<PaymentStarted>('/payments/initialize', { addressId, delivery }, { defaultMessage: paymentMessages.checkoutFailed });
}

/** The office's delivery zones in kobo, as contracts/delivery.ts prices a checkout with them (the server prices it the same way). */
export const deliveryZonesQueryOptions = queryOptions({
  queryKey: ['delivery-zones'],
  queryFn: async (): Promise<DeliveryZone[]> => {
    const { zones } = await apiGet<{ zones: DeliveryZoneJson[] }>('/delivery/zones');
    return zones.map((zone) => ({ name: zone.name, areas: zone.areas, feeKobo: koboOfNaira(zone.fee), freeAboveKobo: zone.freeAbove === null ? null : koboOfNaira(zone.freeAbove) }));
  },
});

/** 'success' means paid and the order placed; any other status means not paid. */
export function verifyPayment(reference: string) {
  return apiGet<PaymentChecked>(`/payments/verify/${encodeURIComponent(reference)}`);
}
