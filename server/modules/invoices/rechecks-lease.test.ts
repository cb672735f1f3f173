import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paystackProvider } from '../../payments/paystack';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';
import { paymentSweepDepsOf } from '../../testing/sweep-deps';
import { recheckPayments, type PaymentDeps } from '../payments';
import { serviceCheckouts } from '../payments/tables';
import { servicePageRechecks } from './service-payment-routes';

/**
 * Issue 33 item 5: a copy killed while asking Paystack about an unconfirmed page held it claimed (its check
 * counted before asking) until the day-after check; a customer who paid, whose webhook was lost, waited a day.
 * Now the claim is a lease: the page waits only until it runs out, and its check is counted once asked.
 */
describe.each(testDatabases())('the rechecks of unconfirmed pages survive a dead copy, on the $name database', (testDatabase) => {
  const { t, issuedInvoice, openInvoicePage, invoiceOf } = useServiceMoney(testDatabase);
  const depsWith = (verify?: PaymentDeps['paymentProvider']['verify']) => paymentSweepDepsOf(t, verify ? { verify } : {});
  const pageOf = async (reference: string) => (await t.database.db.select().from(serviceCheckouts).where(eq(serviceCheckouts.reference, reference)))[0];

  it('leaves a page claimed by a copy that died while asking only until its lease runs out, then another copy settles it', async () => {
    const { id, token } = await issuedInvoice();
    const reference = await openInvoicePage(token);
    t.paystack.settle(reference, { status: 'success' });
    await t.database.db
      .update(serviceCheckouts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(serviceCheckouts.reference, reference));

    // A copy claims the page and never hears back from Paystack: it is as good as dead.
    const dead = depsWith(() => new Promise(() => undefined));
    void recheckPayments(dead, servicePageRechecks(dead));
    await expect.poll(async () => (await pageOf(reference))?.checkLeasedUntil).not.toBeNull();
    expect(await pageOf(reference)).toMatchObject({ status: 'pending', providerChecks: 0 });

    // While the lease runs, another copy's sweep leaves the page alone.
    const live = depsWith();
    await recheckPayments(live, servicePageRechecks(live));
    expect(await pageOf(reference)).toMatchObject({ status: 'pending', providerChecks: 0 });

    // The lease runs out with the dead copy: the next sweep asks, finds the payment, and counts its one check.
    await t.database.db
      .update(serviceCheckouts)
      .set({ checkLeasedUntil: sql`now() - interval '1 second'` })
      .where(eq(serviceCheckouts.reference, reference));
    await recheckPayments(live, servicePageRechecks(live));
    expect(await pageOf(reference)).toMatchObject({ status: 'success', providerChecks: 1, checkLeasedUntil: null });
    expect(await invoiceOf(id)).toMatchObject({ status: 'paid', balance: 0 });
  });

  it('gives the claim back at once when Paystack cannot be reached, without counting a check', async () => {
    const { token } = await issuedInvoice();
    const reference = await openInvoicePage(token);
    await t.database.db
      .update(serviceCheckouts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(serviceCheckouts.reference, reference));
    const unreachable = depsWith(() => paystackProvider({ secretKey: 'x', baseUrl: 'http://127.0.0.1:9' }).verify(reference));
    await recheckPayments(unreachable, servicePageRechecks(unreachable));
    expect(await pageOf(reference)).toMatchObject({ status: 'pending', providerChecks: 0, checkLeasedUntil: null });
    const live = depsWith();
    await recheckPayments(live, servicePageRechecks(live));
    expect(await pageOf(reference)).toMatchObject({ status: 'failed', providerChecks: 1, checkLeasedUntil: null });
  });
});
