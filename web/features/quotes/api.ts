import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { Invoice, recordPaymentSchema } from '../../../contracts/invoices.schemas';
import type { PaymentStarted } from '../../../contracts/payments.schemas';
import type { CustomerQuoteAnswer, jobRequestSchema, PriceItemInput, PriceListEntry, Quote, QuoteCounts, QuoteDraftInput, QuoteListQuery, QuoteSent } from '../../../contracts/quotes.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { documentAccessKey, documentAccessPath, type DocumentAccess, type DocumentCache, type WithMessage } from '../documents';

/**
 * Quotes (/api/quotes): the office drafts, sends, schedules and invoices them; the customer reads and answers
 * by the mailed link (no account) or in their account, and pays the deposit through Paystack.
 */

export type JobRequest = z.input<typeof jobRequestSchema>;
export type RecordedPayment = z.input<typeof recordPaymentSchema>;

export const quotesQueryKey = ['quotes'] as const;

// The office's side.

export function quoteList(filters: QuoteListQuery): PagedListSource<'quotes'> {
  return { queryKey: [...quotesQueryKey, 'admin'], path: '/quotes', name: 'quotes', filters };
}

export const quoteCountsQueryOptions = queryOptions({ queryKey: [...quotesQueryKey, 'counts'], queryFn: () => apiGet<QuoteCounts>('/quotes/counts') });

export const quotesExportPath = '/api/quotes/export.csv';

export function quoteQueryOptions(id: string) {
  return queryOptions({ queryKey: [...quotesQueryKey, id], queryFn: () => apiGet<Quote>(`/quotes/${encodeURIComponent(id)}`) });
}

/** Where quotes are cached: a change to one sets its query and asks its lists again. */
export const quoteCache: DocumentCache = { keyOf: (id) => quoteQueryOptions(id).queryKey, listKey: quotesQueryKey };

export function createQuote(draft: QuoteDraftInput) {
  return apiPost<WithMessage<Quote>>('/quotes', draft);
}

/** A service the office prices often, added to the price list (the unit price as typed: "310,000"). */
export function addPriceItem(item: PriceItemInput) {
  return apiPost<WithMessage<PriceListEntry>>('/quotes/price-list', item);
}

export function removePriceItem(id: string) {
  return apiDelete<{ message: string }>(`/quotes/price-list/${encodeURIComponent(id)}`);
}

export function updateQuote(id: string, draft: QuoteDraftInput) {
  return apiPut<WithMessage<Quote>>(`/quotes/${encodeURIComponent(id)}`, draft);
}

/** A new draft with the same customer and lines. */
export function copyQuote(id: string) {
  return apiPost<WithMessage<Quote>>(`/quotes/${encodeURIComponent(id)}/copy`);
}

/** Mails the customer their link; the answer carries the link and a WhatsApp message with the same text. */
export function sendQuote(id: string) {
  return apiPost<QuoteSent>(`/quotes/${encodeURIComponent(id)}/send`);
}

/** Puts an accepted quote's work in the calendar as a booking. */
export function scheduleJob(id: string, job: JobRequest) {
  return apiPost<WithMessage<Quote>>(`/quotes/${encodeURIComponent(id)}/job`, job);
}

/** The invoice of an accepted quote, less the deposit paid. */
export function invoiceQuote(id: string, dueDate: string) {
  return apiPost<Invoice>(`/quotes/${encodeURIComponent(id)}/invoice`, { dueDate });
}

/** The quote as a PDF, drawn like the invoice's, for a buyer who needs one for a purchase order. */
export const quotePdfPath = (id: string) => `/api/quotes/${encodeURIComponent(id)}/pdf`;

/** A deposit that came by bank transfer or cash; the customer is mailed a receipt. */
export function recordDeposit(id: string, payment: RecordedPayment) {
  return apiPost<WithMessage<Quote>>(`/quotes/${encodeURIComponent(id)}/payments`, payment);
}

// The customer's side.

export function customerQuoteQueryOptions(access: DocumentAccess) {
  return queryOptions({ queryKey: [...quotesQueryKey, ...documentAccessKey(access)], queryFn: () => apiGet<CustomerQuoteAnswer>(documentAccessPath('quotes', access)), retry: false });
}

export function acceptQuote(access: DocumentAccess, acceptance: { name: string; chosenOptions: string[] }) {
  return apiPost<WithMessage<CustomerQuoteAnswer>>(`${documentAccessPath('quotes', access)}/accept`, acceptance);
}

export function declineQuote(access: DocumentAccess, reason: string) {
  return apiPost<WithMessage<CustomerQuoteAnswer>>(`${documentAccessPath('quotes', access)}/decline`, { reason });
}

/** Starts the deposit's Paystack checkout; the browser goes to `authorization_url` and comes back to the quote. */
export function payDeposit(access: DocumentAccess) {
  return apiPost<PaymentStarted>(`${documentAccessPath('quotes', access)}/deposit`);
}

export const customerQuotePdfPath = (access: DocumentAccess) => `/api${documentAccessPath('quotes', access)}/pdf`;

/** A signed-in customer's own quotes, made out to their confirmed e-mail. */
export const myQuoteList: PagedListSource<'quotes'> = { queryKey: [...quotesQueryKey, 'mine'], path: '/quotes/mine', name: 'quotes', pageSize: 10 };
