import { PaymentProviderError } from '../../payments/provider';
import { claimOrdersDueForCheck, markOrderFailed, releaseCheckClaim } from '../orders/orders';
import { settlePayment, type CheckoutDeps } from './checkout';

const ordersPerSweep = 20;

/**
 * Orders the provider never confirmed are asked about again: 30 minutes after checkout, and once more a
 * day after, which finds a payment whose webhook was lost. An order still unpaid then is failed, so
 * abandoned checkouts stop looking like work to do; a payment that turns up later still pays it.
 */
export async function recheckUnconfirmedPayments(deps: CheckoutDeps): Promise<void> {
  const due = await claimOrdersDueForCheck(deps.db, ordersPerSweep);
  for (const order of due) {
    try {
      const report = await deps.paymentProvider.verify(order.reference);
      const status = report ? await settlePayment(deps, report, 'recheck') : order.status;
      if (status === 'pending') await markOrderFailed(deps.db, order.id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, reference: order.reference }, 'provider not reached: the payment will be checked again');
      await releaseCheckClaim(deps.db, order.id);
    }
  }
}

/** Runs the sweep every `intervalMs` while the server is up, one sweep at a time. */
export function scheduleRechecks(deps: CheckoutDeps, intervalMs: number) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= recheckUnconfirmedPayments(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'unconfirmed payments could not be checked'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
