import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type {
  applyCreditSchema,
  CustomerInvoiceAnswer,
  Invoice,
  InvoiceCounts,
  InvoiceDraftInput,
  InvoiceListQuery,
  InvoiceSent,
  recordPaymentSchema,
  refundCreditSchema,
  voidInvoiceSchema,
} from '../../../contracts/invoices.schemas';
import type { PaymentStarted } from '../../../contracts/payments.schemas';
import type { SecondDepositAction } from '../../../contracts/quotes.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiGet, apiPost, apiPut } from '../../lib/api';
import { documentAccessKey, documentAccessPath, type DocumentAccess, type DocumentCache, type WithMessage } from '../documents';

/**
 * Invoices (/api/invoices): the office drafts, sends and voids them and records money received by hand; the
 * customer reads them by the mailed link or in their account, pays the balance through Paystack and downloads
 * the invoice and its receipts.
 */

export type RecordedPayment = z.input<typeof recordPaymentSchema>;
export type VoidRequest = z.input<typeof voidInvoiceSchema>;
export type RefundRequest = z.input<typeof refundCreditSchema>;
export type ApplyRequest = z.input<typeof applyCreditSchema>;

/** A document that can hold a credit: an invoice, or a quote paid beyond its deposit (same calls under its path). */
export type CreditSource = { kind: 'invoices' | 'quotes'; id: string };

export const invoicesQueryKey = ['invoices'] as const;

// The office's side.

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

/** Where invoices are cached: a change to one sets its query and asks its lists again. */
export const invoiceCache: DocumentCache = { keyOf: (id) => invoiceQueryOptions(id).queryKey, listKey: invoicesQueryKey };

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

/** Gives credit back: to the card through the provider (the answer says whether it is done or pending), or by transfer or cash. */
export function refundCredit<Doc>(source: CreditSource, refund: RefundRequest) {
  return apiPost<WithMessage<Doc>>(`/${source.kind}/${encodeURIComponent(source.id)}/refunds`, refund);
}

/** Uses credit to pay another open invoice of the same customer. */
export function applyCredit<Doc>(source: CreditSource, application: ApplyRequest) {
  return apiPost<WithMessage<Doc>>(`/${source.kind}/${encodeURIComponent(source.id)}/credit/apply`, application);
}

/** The open invoices found by a customer's e-mail, for the office to choose where a credit goes (the first 50 are plenty). */
export function openInvoicesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...invoicesQueryKey, 'admin', 'open-for', email.toLowerCase()],
    queryFn: () => apiGet<{ invoices: Invoice[] }>(`/invoices?view=outstanding&limit=50&q=${encodeURIComponent(email.slice(0, 100))}`),
  });
}

export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
export const receiptPdfPath = (paymentId: string) => `/api/invoices/receipts/${encodeURIComponent(paymentId)}/pdf`;

// The customer's side.

export function customerInvoiceQueryOptions(access: DocumentAccess) {
  return queryOptions({ queryKey: [...invoicesQueryKey, ...documentAccessKey(access)], queryFn: () => apiGet<CustomerInvoiceAnswer>(documentAccessPath('invoices', access)), retry: false });
}

export function payInvoice(access: DocumentAccess) {
  return apiPost<PaymentStarted>(`${documentAccessPath('invoices', access)}/pay`);
}

export const customerInvoicePdfPath = (access: DocumentAccess) => `/api${documentAccessPath('invoices', access)}/pdf`;
export const customerReceiptPdfPath = (access: DocumentAccess, paymentId: string) => `/api${documentAccessPath('invoices', access)}/receipts/${encodeURIComponent(paymentId)}/pdf`;

/** A signed-in customer's own invoices, made out to their confirmed e-mail. */
export const myInvoiceList: PagedListSource<'invoices'> = { queryKey: [...invoicesQueryKey, 'mine'], path: '/invoices/mine', name: 'invoices', pageSize: 10 };

/** The office's one choice for a deposit paid twice: keep it toward the job, or refund it to the card. */
export function chooseForSecondDeposit<Doc>(source: CreditSource, paymentId: string, choice: SecondDepositAction) {
  return apiPost<WithMessage<Doc>>(`/${source.kind}/${encodeURIComponent(source.id)}/second-deposits/${encodeURIComponent(paymentId)}`, { choice });
}
