import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { CustomerInvoice, Invoice, InvoiceCounts, InvoiceDraftInput, InvoiceListQuery, InvoiceSent, recordPaymentSchema, voidInvoiceSchema } from '../../../contracts/invoices.schemas';
import type { PaymentChecked, PaymentStarted } from '../../../contracts/payments.schemas';
import type { CustomerQuote, jobRequestSchema, Quote, QuoteCounts, QuoteDraftInput, QuoteListQuery, QuoteSent, VatRate } from '../../../contracts/quotes.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiGet, apiPost, apiPut } from '../../lib/api';

/**
 * Service work (/api/quotes, /api/invoices): the office drafts, sends, schedules and invoices; the customer
 * reads and answers by the mailed link (no account) or in their account, and pays through Paystack.
 */

type WithMessage<Answer> = Answer & { message: string };

export type JobRequest = z.input<typeof jobRequestSchema>;
export type RecordedPayment = z.input<typeof recordPaymentSchema>;
export type VoidRequest = z.input<typeof voidInvoiceSchema>;

export const quotesQueryKey = ['quotes'] as const;
export const invoicesQueryKey = ['invoices'] as const;

/**
 * How a customer reaches a quote or an invoice: by the private link's token, or signed in by its id (the server
 * checks the document is made out to the account's confirmed e-mail).
 */
export type DocumentAccess = { token: string } | { id: string };

const accessPath = (kind: 'quotes' | 'invoices', access: DocumentAccess) =>
  'token' in access ? `/${kind}/link/${encodeURIComponent(access.token)}` : `/${kind}/mine/${encodeURIComponent(access.id)}`;

const accessKey = (access: DocumentAccess) => ('token' in access ? ['link', access.token] : ['mine', access.id]);

// The office's side.

export function quoteList(filters: QuoteListQuery): PagedListSource<'quotes'> {
  return { queryKey: [...quotesQueryKey, 'admin'], path: '/quotes', name: 'quotes', filters };
}

export const quoteCountsQueryOptions = queryOptions({ queryKey: [...quotesQueryKey, 'counts'], queryFn: () => apiGet<QuoteCounts>('/quotes/counts') });

/** The VAT rate the server saves drafts with, for the forms' preview. */
export const vatRateQueryOptions = queryOptions({ queryKey: [...quotesQueryKey, 'vat-rate'], queryFn: () => apiGet<VatRate>('/quotes/vat-rate'), staleTime: Infinity });

export const quotesExportPath = '/api/quotes/export.csv';

export function quoteQueryOptions(id: string) {
  return queryOptions({ queryKey: [...quotesQueryKey, id], queryFn: () => apiGet<Quote>(`/quotes/${encodeURIComponent(id)}`) });
}

export function createQuote(draft: QuoteDraftInput) {
  return apiPost<WithMessage<Quote>>('/quotes', draft);
}

export function updateQuote(id: string, draft: QuoteDraftInput) {
  return apiPut<WithMessage<Quote>>(`/quotes/${encodeURIComponent(id)}`, draft);
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

export function invoiceList(filters: InvoiceListQuery): PagedListSource<'invoices'> {
  return { queryKey: [...invoicesQueryKey, 'admin'], path: '/invoices', name: 'invoices', filters };
}

export const invoiceCountsQueryOptions = queryOptions({ queryKey: [...invoicesQueryKey, 'counts'], queryFn: () => apiGet<InvoiceCounts>('/invoices/counts') });

/** For the accountant: the invoices (with the list's filters) and every payment received (by day). */
export const invoicesExportPath = '/api/invoices/export.csv';
export const paymentsExportPath = '/api/invoices/payments.csv';

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: [...invoicesQueryKey, id], queryFn: () => apiGet<Invoice>(`/invoices/${encodeURIComponent(id)}`) });
}

export function createInvoice(draft: InvoiceDraftInput) {
  return apiPost<WithMessage<Invoice>>('/invoices', draft);
}

export function updateInvoice(id: string, draft: InvoiceDraftInput) {
  return apiPut<WithMessage<Invoice>>(`/invoices/${encodeURIComponent(id)}`, draft);
}

export function sendInvoice(id: string) {
  return apiPost<InvoiceSent>(`/invoices/${encodeURIComponent(id)}/send`);
}

/** Money that came by bank transfer or cash; the customer is mailed a receipt. */
export function recordPayment(id: string, payment: RecordedPayment) {
  return apiPost<WithMessage<Invoice>>(`/invoices/${encodeURIComponent(id)}/payments`, payment);
}

export function voidInvoice(id: string, request: VoidRequest) {
  return apiPost<WithMessage<Invoice>>(`/invoices/${encodeURIComponent(id)}/void`, request);
}

export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
export const receiptPdfPath = (paymentId: string) => `/api/invoices/receipts/${encodeURIComponent(paymentId)}/pdf`;

// The customer's side.

export function customerQuoteQueryOptions(access: DocumentAccess) {
  return queryOptions({ queryKey: [...quotesQueryKey, ...accessKey(access)], queryFn: () => apiGet<CustomerQuote>(accessPath('quotes', access)), retry: false });
}

export function acceptQuote(access: DocumentAccess, acceptance: { name: string; chosenOptions: string[] }) {
  return apiPost<WithMessage<CustomerQuote>>(`${accessPath('quotes', access)}/accept`, acceptance);
}

export function declineQuote(access: DocumentAccess, reason: string) {
  return apiPost<WithMessage<CustomerQuote>>(`${accessPath('quotes', access)}/decline`, { reason });
}

/** Starts the deposit's Paystack checkout; the browser goes to `authorization_url` and comes back to the quote. */
export function payDeposit(access: DocumentAccess) {
  return apiPost<PaymentStarted>(`${accessPath('quotes', access)}/deposit`);
}

export function customerInvoiceQueryOptions(access: DocumentAccess) {
  return queryOptions({ queryKey: [...invoicesQueryKey, ...accessKey(access)], queryFn: () => apiGet<CustomerInvoice>(accessPath('invoices', access)), retry: false });
}

export function payInvoice(access: DocumentAccess) {
  return apiPost<PaymentStarted>(`${accessPath('invoices', access)}/pay`);
}

export const customerInvoicePdfPath = (access: DocumentAccess) => `/api${accessPath('invoices', access)}/pdf`;
export const customerReceiptPdfPath = (access: DocumentAccess, paymentId: string) => `/api${accessPath('invoices', access)}/receipts/${encodeURIComponent(paymentId)}/pdf`;

/** After Paystack: how the payment that `reference` names stands (the page then reads the document again). */
export function checkServicePayment(reference: string) {
  return apiGet<PaymentChecked>(`/payments/services/${encodeURIComponent(reference)}`);
}

/** A signed-in customer's own quotes and invoices, made out to their confirmed e-mail. */
export const myQuoteList: PagedListSource<'quotes'> = { queryKey: [...quotesQueryKey, 'mine'], path: '/quotes/mine', name: 'quotes', pageSize: 10 };
export const myInvoiceList: PagedListSource<'invoices'> = { queryKey: [...invoicesQueryKey, 'mine'], path: '/invoices/mine', name: 'invoices', pageSize: 10 };
