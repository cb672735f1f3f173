import type { AppDeps } from './app-deps';
import type { Sweep } from './jobs/sweep';
import { remindTomorrowsVisits } from './modules/bookings';
import { giveCustomersAccountNumbers } from './modules/customers';
import { finishBankRefunds, recheckPendingRefunds, sendInvoiceReminders, servicePageRechecks, takeMissedTransfers } from './modules/invoices';
import { shopCheckoutRechecks } from './modules/orders';
import { recheckPayments } from './modules/payments';
import { releaseExpiredReservations } from './modules/products';
import { sweepQuotes } from './modules/quotes';
import { forgetOldBuildAssets } from './shell/web-assets';

const day = 24 * 60 * 60 * 1000;

/**
 * Everything the product does by itself, in one list: each sweep runs once per interval across all copies
 * (jobs/sweep.ts), so what happens without anyone pressing a button is read here and nowhere else.
 */
export function scheduledSweeps(deps: AppDeps): Sweep[] {
  const { serviceSweepIntervalMs, paymentRecheckIntervalMs } = deps.config;
  return [
    { failure: 'quotes could not be expired or reminded', everyMs: serviceSweepIntervalMs, work: () => sweepQuotes(deps) },
    { failure: 'invoice reminders could not be sent', everyMs: serviceSweepIntervalMs, work: () => sendInvoiceReminders(deps) },
    { failure: "tomorrow's visits could not be reminded", everyMs: serviceSweepIntervalMs, work: () => remindTomorrowsVisits(deps) },
    { failure: 'pending card refunds could not be checked', everyMs: paymentRecheckIntervalMs, work: () => recheckPendingRefunds(deps) },
    { failure: 'unconfirmed shop checkouts could not be checked', everyMs: paymentRecheckIntervalMs, work: () => recheckPayments(deps, shopCheckoutRechecks(deps)) },
    { failure: 'unconfirmed service payment pages could not be checked', everyMs: paymentRecheckIntervalMs, work: () => recheckPayments(deps, servicePageRechecks(deps)) },
    { failure: 'money paid into account numbers with no report could not be looked for', everyMs: paymentRecheckIntervalMs, work: () => takeMissedTransfers(deps) },
    { failure: 'refunds to bank accounts could not be finished', everyMs: paymentRecheckIntervalMs, work: () => finishBankRefunds(deps) },
    { failure: 'expired stock holds could not be given back', everyMs: paymentRecheckIntervalMs, work: () => releaseExpiredReservations(deps.db) },
    { failure: 'customers could not be given their own account numbers', everyMs: serviceSweepIntervalMs, work: () => giveCustomersAccountNumbers(deps) },
    {
      name: 'forget finished jobs and old builds',
      failure: 'finished jobs and old builds could not be forgotten',
      everyMs: day,
      work: async () => {
        await deps.jobs.forgetFinished();
        await forgetOldBuildAssets(deps.db);
      },
    },
  ];
}
