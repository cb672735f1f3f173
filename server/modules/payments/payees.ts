import type { AppDeps } from '../../app-deps';
import type { ReceivedTransfer } from '../../payments/dedicated-charges';
import { recordPaymentEvent, type ProviderReport, type ReportSource } from './payment-events';

/** What settling a payment needs: the database, the provider, mail and the log. */
export type PaymentDeps = Pick<AppDeps, 'config' | 'db' | 'paymentProvider' | 'notify' | 'log' | 'jobs'>;

/** A provider's word on a refund we asked for, by the reference of the payment refunded. */
export type RefundReport = { reference: string; outcome: 'processed' | 'failed'; amountKobo: number | null; refundId: string };

/** A provider's word on money we sent out to a bank account (a refund), by our transfer's reference. */
export type PayoutReport = { reference: string; outcome: 'success' | 'failed' | 'reversed' };

/** Money paid by bank transfer into a customer's own account number, as the provider reported it. */
export type TransferReport = ReceivedTransfer;

/** Who places money paid by transfer (service work: invoices/transfers/); the payments layer only verifies and keeps the report. */
export type TransferTaker = (deps: PaymentDeps, report: TransferReport) => Promise<void>;

/**
 * What a payment pays for (a shop order, a quote's deposit or an invoice) as the payments layer sees it:
 * the references it owns (by their prefix) and how it takes a verified report. The payee decides, under its
 * own lock, what the money settles; this layer only verifies, keeps every report and hands it over, so it
 * imports none of the modules above it.
 */
export type Payee = {
  prefix: string;
  settle: (deps: PaymentDeps, report: ProviderReport) => Promise<string | undefined>;
  refundReported?: (deps: PaymentDeps, report: RefundReport) => Promise<void>;
  /** Transfers sent out are ours by our own reference, not a page's prefix: each payee looks for its own and ignores the rest. */
  payoutReported?: (deps: PaymentDeps, report: PayoutReport) => Promise<void>;
};

export const payeeOf = (payees: readonly Payee[], reference: string) => payees.find((payee) => reference.startsWith(payee.prefix));

/**
 * Keeps the report, then hands it to the payee its reference belongs to; answers the payee's status of the
 * payment afterwards (undefined for a reference no payee owns).
 */
export async function settleReport(deps: PaymentDeps, payees: readonly Payee[], report: ProviderReport, source: ReportSource): Promise<string | undefined> {
  await recordPaymentEvent(deps.db, report, source);
  return payeeOf(payees, report.reference)?.settle(deps, report);
}
