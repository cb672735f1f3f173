import { and, inArray, ne } from 'drizzle-orm';
import { PaymentProviderError } from '../../payments/provider';
import { recordPaymentEvent, type PaymentDeps } from '../payments';
import { takeBankTransfer } from './bank-transfers';
import { bankTransfers } from './tables';

const minute = 60 * 1000;

/** Paystack retries a webhook for 72 hours; money older than that and still missing is the reconciliation's to show. */
export const missedTransfersLookBackMs = 72 * 60 * minute;
/** Money younger than this is left to its webhook, which is usually seconds behind the money. */
export const missedTransfersGraceMs = 10 * minute;
/** At most this many pages of the provider's list per sweep: far more than the company's three days of trade. */
const pagesPerSweep = 20;

/**
 * Money paid into customers' own account numbers whose report never reached us (a webhook lost, or the copy
 * that took it died before placing it): the provider's list of the last three days is read a page at a time,
 * and every transfer not yet placed goes through takeBankTransfer, which keeps it once by its reference and
 * places it once under the customer's lock, so a webhook arriving at the same time or later changes nothing.
 * A provider that cannot be reached leaves it for the next sweep.
 */
export async function takeMissedTransfers(deps: PaymentDeps): Promise<void> {
  const now = Date.now();
  const window = { from: new Date(now - missedTransfersLookBackMs), to: new Date(now - missedTransfersGraceMs) };
  for (let page = 1; page <= pagesPerSweep; page += 1) {
    let listed;
    try {
      listed = await deps.paymentProvider.transfersReceived({ ...window, page });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error }, 'provider not reached: missed transfers will be looked for again');
      return;
    }
    const references = listed.transfers.map((transfer) => transfer.reference);
    const placed =
      references.length === 0
        ? []
        : await deps.db
            .select({ reference: bankTransfers.reference })
            .from(bankTransfers)
            .where(and(inArray(bankTransfers.reference, references), ne(bankTransfers.status, 'received')));
    const done = new Set(placed.map((row) => row.reference));
    for (const transfer of listed.transfers.filter((each) => !done.has(each.reference))) {
      await recordPaymentEvent(deps.db, { reference: transfer.reference, status: 'success', amountKobo: transfer.amountKobo, currency: 'NGN', message: "Found in the provider's list" }, 'recheck');
      await takeBankTransfer(deps, transfer);
    }
    if (listed.lastPage) return;
  }
}
