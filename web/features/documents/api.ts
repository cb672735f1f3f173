import { queryOptions } from '@tanstack/react-query';
import type { ServicePaymentChecked } from '../../../contracts/payments.schemas';
import type { PriceListEntry, VatRate } from '../../../contracts/quotes.schemas';
import { apiGet } from '../../lib/api';

/**
 * What the quote and invoice calls share: the way a customer reaches a document, the VAT rate both forms
 * preview with, and the check of a service payment on coming back from Paystack.
 */

export type WithMessage<Answer> = Answer & { message: string };

/**
 * How a customer reaches a quote or an invoice: by the private link's token, or signed in by its id (the server
 * checks the document is made out to the account's confirmed e-mail).
 */
export type DocumentAccess = { token: string } | { id: string };

export const documentAccessPath = (kind: 'quotes' | 'invoices', access: DocumentAccess) =>
  'token' in access ? `/${kind}/link/${encodeURIComponent(access.token)}` : `/${kind}/mine/${encodeURIComponent(access.id)}`;

export const documentAccessKey = (access: DocumentAccess) => ('token' in access ? ['link', access.token] : ['mine', access.id]);

/** The VAT rate the server saves drafts with, for the forms' preview (kept under the quotes' key, as before). */
export const vatRateQueryOptions = queryOptions({ queryKey: ['quotes', 'vat-rate'], queryFn: () => apiGet<VatRate>('/quotes/vat-rate'), staleTime: Infinity });

/** Where every search of the price list is cached (under the quotes' key, as before): a change to the list asks them all again. */
export const priceListQueryKey = ['quotes', 'price-list'] as const;

/** Lines to pick for a quote or an invoice: the office's services and the catalogue's products matching the words. */
export function priceListQueryOptions(words: string) {
  return queryOptions({
    queryKey: [...priceListQueryKey, words],
    queryFn: () => apiGet<{ items: PriceListEntry[] }>(`/quotes/price-list?q=${encodeURIComponent(words)}`),
    staleTime: 60_000,
  });
}

/**
 * After Paystack: how the payment that `reference` names stands, what it settled and credited, and what the
 * document asks now (the page then reads the document again).
 */
export function checkServicePayment(reference: string) {
  return apiGet<ServicePaymentChecked>(`/payments/services/${encodeURIComponent(reference)}`);
}
