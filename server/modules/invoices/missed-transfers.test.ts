import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { inOrder, orders } from '../../testing/orders-of-events';
import { useServiceMoney } from '../../testing/service-money';
import { paymentSweepDepsOf } from '../../testing/sweep-deps';
import { paymentEvents, virtualAccounts } from '../payments/tables';
import { takeMissedTransfers } from './missed-transfers';
import { bankTransfers, servicePayments } from './tables';

/** Roofing invoice: ₦268,750 in kobo. */
const invoiceKobo = 26_875_000;
const funkesAccount = '9930000001';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Issue 33 item 2, the requery: money paid into a customer's own account number whose webhook never reached
 * us is found in Paystack's list of transactions by the sweep, and placed once, whatever arrives meanwhile.
 */
describe.each(testDatabases())('money whose report never came is found and placed, on the $name database', (testDatabase) => {
  const { t, webhook, issuedInvoice, invoiceOf } = useServiceMoney(testDatabase, { twoServers: testDatabase.name === 'postgres' });
  const sweep = () => takeMissedTransfers(paymentSweepDepsOf(t));
  const receiptsTo = (address: string) => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ') && mail.to.includes(address));
  const giveFunkeAnAccount = () =>
    t.database.db.insert(virtualAccounts).values({ emailKey: 'funke@example.com', accountNumber: funkesAccount, status: 'assigned', bankName: 'Wema Bank', accountName: 'Brightwire/Funke' });
  /** Paystack takes money into Funke's account: the signed webhook it would send, which a test may lose. */
  const paidIn = (reference: string, amount: number, paidAt = minutesAgo(20)) => t.paystack.transferWebhook({ reference, amount, accountNumber: funkesAccount, email: 'funke@example.com', paidAt });
  const transferRow = async (reference: string) => (await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.reference, reference)))[0];

  it('settles a transfer whose webhook was lost, mails its receipt once, and changes nothing when the webhook comes after all', async () => {
    await giveFunkeAnAccount();
    const invoice = await issuedInvoice();
    const late = paidIn('DVA-LOST-1', invoiceKobo);
    await sweep();
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 0 });
    expect(await transferRow('DVA-LOST-1')).toMatchObject({ status: 'settled', amountKobo: invoiceKobo });
    await sweep();
    expect((await webhook(late.body, late.signature)).statusCode).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 0 });
    expect(await t.database.db.select().from(servicePayments)).toHaveLength(1);
    await expect.poll(() => receiptsTo('funke@example.com').length).toBe(1);
    const kept = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, 'DVA-LOST-1'));
    expect(kept.map((event) => event.source).sort()).toEqual(['recheck', 'webhook']);
  });

  it('leaves money younger than ten minutes to its webhook, and places a transfer a dead copy kept but never placed', async () => {
    await giveFunkeAnAccount();
    const invoice = await issuedInvoice();
    paidIn('DVA-FRESH', 100_000, minutesAgo(1));
    await t.database.db
      .insert(bankTransfers)
      .values({ reference: 'DVA-KEPT', amountKobo: 200_000, accountNumber: funkesAccount, customerEmail: 'funke@example.com', paidAt: new Date(minutesAgo(30)) });
    paidIn('DVA-KEPT', 200_000, minutesAgo(30));
    await sweep();
    expect(await transferRow('DVA-FRESH')).toBeUndefined();
    expect(await transferRow('DVA-KEPT')).toMatchObject({ status: 'settled' });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'part_paid', paid: 2_000 });
  });

  it('changes nothing while Paystack cannot be reached, and finds the money on the next sweep', async () => {
    await giveFunkeAnAccount();
    const invoice = await issuedInvoice();
    paidIn('DVA-LATER', invoiceKobo);
    t.paystack.listingUnreachable(true);
    await sweep();
    expect(await transferRow('DVA-LATER')).toBeUndefined();
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'sent', paid: 0 });
    t.paystack.listingUnreachable(false);
    await sweep();
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750 });
  });

  it("reads every page of Paystack's list, and takes only what is not placed yet", async () => {
    await giveFunkeAnAccount();
    const invoice = await issuedInvoice();
    for (let n = 0; n < 105; n += 1) paidIn(`DVA-MANY-${n}`, 300_000);
    // The first hundred (Paystack's first page) were placed when their webhooks came; the last five were lost.
    await t.database.db.insert(bankTransfers).values(
      Array.from({ length: 100 }, (_, n) => ({
        reference: `DVA-MANY-${n}`,
        amountKobo: 300_000,
        accountNumber: funkesAccount,
        customerEmail: 'funke@example.com',
        status: 'settled' as const,
        paidAt: new Date(),
      })),
    );
    await sweep();
    expect(t.paystack.listingsAsked()).toBe(2);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'part_paid', paid: 15_000 });
    expect(await t.database.db.select().from(servicePayments)).toHaveLength(5);
  });

  describe.each(orders)('the sweep and the late webhook, %s', (order) => {
    it('place the transfer once', async () => {
      await giveFunkeAnAccount();
      const invoice = await issuedInvoice();
      const late = paidIn('DVA-RACE', invoiceKobo);
      await inOrder(order, sweep, async () => expect((await webhook(late.body, late.signature, testDatabase.name === 'postgres' ? 1 : 0)).statusCode).toBe(200));
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 0 });
      expect(await t.database.db.select().from(servicePayments)).toHaveLength(1);
    });
  });
});
