import { PaymentProviderError } from '../../payments/provider';
import type { PaymentDeps } from './payees';
import type { ProviderReport } from './payment-events';

/** How a kind of payment (orders, service pages) is swept: claim the due ones, fail a still-pending one, give a claim back. */
export type RecheckedPayments = {
  /** Names the sweep: one scheduled job per kind, so each kind's sweep runs (a shared name let one replace the other). */
  what: string;
  claimDue: (deps: PaymentDeps, limit: number) => Promise<{ id: string; reference: string; status: string }[]>;
  fail: (deps: PaymentDeps, id: string) => Promise<void>;
  release: (deps: PaymentDeps, id: string) => Promise<void>;
  /** Keeps and settles the provider's report (settleReport with the kind's payee); answers the status after. */
  settle: (report: ProviderReport) => Promise<string | undefined>;
};

const perSweep = 20;

/**
 * Payments the provider never confirmed are asked about again: 30 minutes after the page opened, and once
 * more a day after, which finds a payment whose webhook was lost. One still pending then is failed, so
 * abandoned pages stop looking like work to do; a payment that turns up later still settles.
 */
export async function recheckPayments(deps: PaymentDeps, kind: RecheckedPayments): Promise<void> {
  for (const payment of await kind.claimDue(deps, perSweep)) {
    try {
      const report = await deps.paymentProvider.verify(payment.reference);
      const status = report ? await kind.settle(report) : payment.status;
      if (status === 'pending') await kind.fail(deps, payment.id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, reference: payment.reference }, 'provider not reached: the payment will be checked again');
      await kind.release(deps, payment.id);
    }
  }
}
