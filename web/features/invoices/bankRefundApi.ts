import { queryOptions } from '@tanstack/react-query';
import type { BankRefund } from '../../../contracts/transfers.schemas';
import { apiGet, apiPost } from '../../lib/api';
import type { CreditSource } from './api';

export type { BankRefund };

const documentOf = (source: CreditSource): Record<string, string> => (source.kind === 'invoices' ? { invoiceId: source.id } : { quoteId: source.id });

/** A document's refunds to bank accounts (/api/transfers/refunds), newest first. */
export const bankRefundsQueryOptions = (source: CreditSource) =>
  queryOptions({
    queryKey: ['transfers', 'refunds', source.kind, source.id],
    queryFn: async () => (await apiGet<{ refunds: BankRefund[] }>(`/transfers/refunds?${new URLSearchParams(documentOf(source)).toString()}`)).refunds,
  });

/** Whose account it is, as the bank says, before any money goes. */
export const resolveBankAccount = (account: { bankCode: string; accountNumber: string }) => apiPost<{ accountName: string; bankName: string }>('/transfers/refunds/resolve', account);

type RefundAnswer = { message: string; refund: BankRefund };

/** Sends `amount` naira of the document's credit to the account; `key` makes a repeat press the same refund. */
export const sendBankRefund = (source: CreditSource, refund: { key: string; amount: number; bankCode: string; accountNumber: string; accountName: string }) =>
  apiPost<RefundAnswer>('/transfers/refunds', { ...documentOf(source), ...refund });

export const confirmBankRefundOtp = (id: string, otp: string) => apiPost<RefundAnswer>(`/transfers/refunds/${encodeURIComponent(id)}/otp`, { otp });
