import { scheduleSweep } from '../../background-sweep';
import type { AppDeps } from '../../app-deps';
import { PaymentProviderError } from '../../payments/provider';
import { claimOrdersDueForCheck, markOrderFailed, releaseCheckClaim } from '../orders/orders';
import { settlePayment, type CheckoutDeps } from './checkout';
import { claimServiceCheckoutsDueForCheck, markServiceCheckoutFailed, releaseServiceCheckClaim } from './service-checkouts';

const ordersPerSweep = 20;

/**
 * Orders and service payments the provider never confirmed are asked about again: 30 minutes after checkout, and once more a
 * day after, which finds a payment whose webhook was lost. An order still unpaid then is failed, so
 * abandoned checkouts stop looking like work to do; a payment that turns up later still pays it.
 */
export async function recheckUnconfirmedPayments(deps: CheckoutDeps): Promise<void> {
  const kinds = [
    { due: await claimOrdersDueForCheck(deps.db, ordersPerSweep), fail: markOrderFailed, release: releaseCheckClaim },
    { due: await claimServiceCheckoutsDueForCheck(deps.db, ordersPerSweep), fail: markServiceCheckoutFailed, release: releaseServiceCheckClaim },
  ];
  for (const { due, fail, release } of kinds) {
    for (const payment of due) {
      try {
        const report = await deps.paymentProvider.verify(payment.reference);
        const status = report ? await settlePayment(deps, report, 'recheck') : payment.status;
        if (status === 'pending') await fail(deps.db, payment.id);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, reference: payment.reference }, 'provider not reached: the payment will be checked again');
        await release(deps.db, payment.id);
      }
    }
  }
}

/** Runs the sweep every `intervalMs` while the server is up, one sweep at a time. */
export function scheduleRechecks(deps: CheckoutDeps & Pick<AppDeps, 'jobs'>, intervalMs: number) {
  return scheduleSweep(deps, intervalMs, 'unconfirmed payments could not be checked', () => recheckUnconfirmedPayments(deps));
}
