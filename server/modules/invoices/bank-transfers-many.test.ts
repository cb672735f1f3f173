import { describe, expect, it } from 'vitest';
import { bankTransfers, invoices, servicePayments } from './tables';
import { virtualAccounts } from '../payments/tables';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';
import { roofingInvoice } from '../../testing/service-work';

const customers = 10;
/** Each customer's ten transfers, in kobo: exact balances, parts, more than owed, odd kobo. */
const amounts = [26_875_000, 10_000_000, 10_000_000, 30_000_000, 1_234_567, 500_000, 2_000_000, 7_777_777, 101, 26_875_000];
/** The last customer's account is not one of ours: its money cannot be placed. */
const strangerIndex = customers - 1;

/** A fixed shuffle (a linear congruential generator), so a failure can be replayed. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 20261128;
  for (let i = result.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

describe.each(testDatabases().filter((database) => database.name === 'postgres'))('100 transfers reported to two copies at once, on the $name database', (testDatabase) => {
  const { t, asAdmin, webhook } = useServiceMoney(testDatabase, { twoServers: true });

  it('settle kobo-exact with no office action, none twice, and keep what cannot be placed as unmatched', async () => {
    const emailOf = (index: number) => `customer${index}@example.com`;
    const accountOf = (index: number) => `99300011${String(index).padStart(2, '0')}`;
    await t.database.db.insert(virtualAccounts).values(
      Array.from({ length: customers - 1 }, (_, index) => ({
        emailKey: emailOf(index),
        accountNumber: accountOf(index),
        status: 'assigned' as const,
        bankName: 'Wema Bank',
        accountName: `Brightwire/Customer ${index}`,
      })),
    );
    for (let index = 0; index < customers; index += 1) {
      for (let count = 0; count < 3; count += 1) {
        const created = await asAdmin(
          'POST',
          '/api/invoices',
          roofingInvoice({ customer: { name: `Customer ${index}`, email: emailOf(index), phone: `0803555${String(index).padStart(4, '0')}`, address: 'Ibadan' } }),
        );
        expect((await asAdmin('POST', `/api/invoices/${created.json()._id}/send`)).statusCode).toBe(200);
      }
    }
    const transfers = Array.from({ length: customers }, (_, index) => amounts.map((amount, n) => ({ index, amount, reference: `DVA-${index}-${n}`, replays: n % 3 === 0 ? 3 : 1 }))).flat();
    const reports = shuffled(transfers.flatMap((transfer) => Array.from({ length: transfer.replays }, () => transfer)));
    const answers = await Promise.all(
      reports.map((transfer, n) => {
        const { body, signature } = t.paystack.transferWebhook({
          reference: transfer.reference,
          amount: transfer.amount,
          accountNumber: transfer.index === strangerIndex ? '0123456789' : accountOf(transfer.index),
          email: emailOf(transfer.index),
        });
        return webhook(body, signature, (n % 2) as 0 | 1);
      }),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

    const payments = await t.database.db.select().from(servicePayments);
    expect(payments).toHaveLength((customers - 1) * amounts.length);
    expect(new Set(payments.map((payment) => payment.providerReference)).size).toBe(payments.length);
    const rows = await t.database.db.select().from(bankTransfers);
    expect(rows.filter((row) => row.status === 'settled')).toHaveLength((customers - 1) * amounts.length);
    expect(
      rows
        .filter((row) => row.status === 'unmatched')
        .map((row) => row.reference)
        .sort(),
    ).toEqual(amounts.map((_, n) => `DVA-${strangerIndex}-${n}`).sort());

    const invoiceRows = await t.database.db.select().from(invoices);
    const paidIn = amounts.reduce((sum, amount) => sum + amount, 0);
    for (let index = 0; index < customers; index += 1) {
      const own = invoiceRows.filter((invoice) => invoice.customerEmail === emailOf(index));
      expect(own.every((invoice) => invoice.paidKobo <= invoice.totalKobo)).toBe(true);
      expect(own.reduce((sum, invoice) => sum + invoice.paidKobo + invoice.creditKobo, 0)).toBe(index === strangerIndex ? 0 : paidIn);
      // Paid in is more than the three invoices together: each is paid, and the rest is credit.
      if (index !== strangerIndex) expect(own.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid']);
    }
    // Mail is sent at least once (a job another copy takes up may send again): each receipt is counted once.
    const receipts = () => new Set(t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).map((mail) => mail.subject)).size;
    await expect.poll(receipts, { timeout: 90_000 }).toBe((customers - 1) * amounts.length);
  }, 240_000);
});
