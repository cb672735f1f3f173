import type { ProviderReport } from './payment-events';

/** Paystack's words for a payment the customer has not finished: neither paid nor refused yet. */
const unfinished = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued']);

export type PaymentVerdict = 'paid' | 'refused' | 'unfinished';

/**
 * What a provider report means for an order of `totalKobo`: paid only when it reports success for exactly
 * that amount in naira; a short payment, another currency, a failure or a reversal are refused.
 */
export function judgeReport(totalKobo: number, report: Pick<ProviderReport, 'status' | 'amountKobo' | 'currency'>): PaymentVerdict {
  if (report.status === 'success') return report.amountKobo === totalKobo && report.currency === 'NGN' ? 'paid' : 'refused';
  return unfinished.has(report.status) ? 'unfinished' : 'refused';
}
