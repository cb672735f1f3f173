import { PaymentProviderError } from '../../payments/provider';
import type { PaymentDeps } from './payees';
import type { ProviderReport } from './payment-events';

/**
 * How a kind of payment (orders, service pages) is swept: claim the next one due under a lease, count the
 * question once it was asked, fail a still-pending one, give a claim back.
 */
export type RecheckedPayments = {
  /** Names the sweep: one scheduled job per kind, so each kind's sweep runs (a shared name let one replace the other). */
  what: string;
  /** The next payment due for a question, claimed until `leaseSeconds` from now; none when none is due or every due one is claimed. */
  claimNext: (deps: PaymentDeps, leaseSeconds: number) => Promise<{ id: string; reference: string; status: string } | undefined>;
  /** The question was asked and its answer kept: counted, and the claim ended. */
  count: (deps: PaymentDeps, id: string) => Promise<void>;
  fail: (deps: PaymentDeps, id: string) => Promise<void>;
  release: (deps: PaymentDeps, id: string) => Promise<void>;
  /** Keeps and settles the provider's report (settleReport with the kind's payee); answers the status after. */
  settle: (report: ProviderReport) => Promise<string | undefined>;
};

const perSweep = 20;

/**
 * How long a copy holds a payment it is asking about: four times the provider's request timeout. A copy
 * killed while asking leaves its claim to run out with it, so another copy asks within a minute, not a day.
 */
export const recheckLeaseSeconds = 60;

/**
 * Payments the provider never confirmed are asked about again: 30 minutes after the page opened, and once
 * more a day after, which finds a payment whose webhook was lost. One still pending then is failed, so
 * abandoned pages stop looking like work to do; a payment that turns up later still settles. Each is claimed
 * alone, just before it is asked about, and counted only once its answer is kept.
 */
export async function recheckPayments(deps: PaymentDeps, kind: RecheckedPayments): Promise<void> {
  for (let asked = 0; asked < perSweep; asked += 1) {
    const payment = await kind.claimNext(deps, recheckLeaseSeconds);
    if (!payment) return;
    try {
      const report = await deps.paymentProvider.verify(payment.reference);
      const status = report ? await kind.settle(report) : payment.status;
      if (status === 'pending') await kind.fail(deps, payment.id);
      await kind.count(deps, payment.id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, reference: payment.reference }, 'provider not reached: the payment will be checked again');
      await kind.release(deps, payment.id);
    }
  }
}
