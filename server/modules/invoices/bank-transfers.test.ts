import { describe, expect, it } from 'vitest';
import { transferMessages } from '../../../contracts/transfers';
import { bankTransfers, invoices, servicePayments } from './tables';
import { virtualAccounts } from '../payments/tables';
import { testDatabases } from '../../testing/databases';
import { inOrder, orders } from '../../testing/orders-of-events';
import { useServiceMoney } from '../../testing/service-money';
import { roofingInvoice } from '../../testing/service-work';
import { documentForTransfer } from './bank-transfers';

/** Roofing invoice: ₦250,000 and VAT, ₦268,750 in all, in kobo. */
const invoiceKobo = 26_875_000;
const funkesAccount = '9930000001';

describe('which open document a transfer settles', () => {
  const open = [
    { quoteId: 'q1', owedKobo: 5_000 },
    { invoiceId: 'i1', owedKobo: 7_000 },
    { invoiceId: 'i2', owedKobo: 9_000 },
  ];
  it('takes the one whose balance is the amount, else the oldest, deposits first', () => {
    expect(documentForTransfer(open, 9_000)).toEqual({ invoiceId: 'i2', owedKobo: 9_000 });
    expect(documentForTransfer(open, 8_000)).toEqual({ quoteId: 'q1', owedKobo: 5_000 });
    expect(documentForTransfer([], 8_000)).toBeUndefined();
  });
});

describe.each(testDatabases())("money paid into a customer's own account number settles itself, on the $name database", (testDatabase) => {
  const { t, asAdmin, webhook, issuedInvoice, acceptedQuote, invoiceOf } = useServiceMoney(testDatabase, { twoServers: true });
  const receiptsTo = (address: string) => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ') && mail.to.includes(address));
  let transfers = 0;
  /** Paystack reports money paid into `accountNumber`: answers its reference. */
  const transferIn = async (amountKobo: number, accountNumber = funkesAccount, options: { email?: string; reference?: string; server?: 0 | 1 } = {}) => {
    transfers += 1;
    const reference = options.reference ?? `T${Date.now()}${transfers}`;
    const { body, signature } = t.paystack.transferWebhook({ reference, amount: amountKobo, accountNumber, email: options.email ?? 'funke@example.com' });
    expect((await webhook(body, signature, options.server ?? 0)).statusCode).toBe(200);
    return reference;
  };
  const giveAccount = (emailKey: string, accountNumber: string | null) =>
    t.database.db.insert(virtualAccounts).values({ emailKey, accountNumber, status: accountNumber ? 'assigned' : 'asked', bankName: 'Wema Bank', accountName: 'Brightwire/Customer' });
  const transferRow = async (reference: string) => (await t.database.db.select().from(bankTransfers)).find((row) => row.reference === reference);

  it('settles the open invoice whose balance is the amount, mails the receipt, and never twice however often reported', async () => {
    await giveAccount('funke@example.com', funkesAccount);
    const older = await issuedInvoice();
    const exact = await issuedInvoice({ lines: [{ description: 'Rewire the shop', quantity: 1, unitPrice: 40_000 }] });
    const reference = await transferIn(4_300_000);
    await transferIn(4_300_000, funkesAccount, { reference });
    await Promise.all([transferIn(4_300_000, funkesAccount, { reference, server: 1 }), transferIn(4_300_000, funkesAccount, { reference })]);
    expect(await invoiceOf(exact.id)).toMatchObject({ status: 'paid', paid: 43_000, balance: 0, credit: 0 });
    expect(await invoiceOf(older.id)).toMatchObject({ status: 'sent', paid: 0 });
    expect(await t.database.db.select().from(servicePayments)).toHaveLength(1);
    expect(await transferRow(reference)).toMatchObject({ status: 'settled', amountKobo: 4_300_000 });
    await expect.poll(() => receiptsTo('funke@example.com').length).toBe(1);
  });

  it('settles the oldest open invoice when no balance is the amount: less is a part payment, more becomes credit', async () => {
    await giveAccount('funke@example.com', funkesAccount);
    const oldest = await issuedInvoice();
    const newer = await issuedInvoice();
    await transferIn(10_000_000);
    expect(await invoiceOf(oldest.id)).toMatchObject({ status: 'part_paid', paid: 100_000, balance: 168_750 });
    await transferIn(20_000_000);
    expect(await invoiceOf(oldest.id)).toMatchObject({ status: 'paid', paid: 268_750, balance: 0, credit: 31_250 });
    expect(await invoiceOf(newer.id)).toMatchObject({ status: 'sent', paid: 0 });
  });

  it("pays a quote's deposit before any invoice's balance", async () => {
    const quote = await acceptedQuote();
    await giveAccount('adewale@example.com', '9930000002');
    const invoice = await issuedInvoice(roofingInvoice({ customer: { name: 'Adewale Okonkwo', email: 'adewale@example.com', phone: '0803 555 0123', address: '12 Awolowo Avenue' } }));
    await transferIn(100_000, '9930000002', { email: 'adewale@example.com' });
    const after = await asAdmin('GET', `/api/quotes/${quote.id}`);
    expect(after.json()).toMatchObject({ depositPaid: 1_000 });
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid: 0 });
  });

  it("places a transfer reported before its account's assignment reached us by the customer the account was asked for", async () => {
    await giveAccount('funke@example.com', null);
    const invoice = await issuedInvoice();
    await transferIn(invoiceKobo, '9930000077');
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid' });
  });

  it('keeps money it cannot place as unmatched until the office assigns it, once', async () => {
    const invoice = await issuedInvoice();
    const reference = await transferIn(invoiceKobo, '9930000099', { email: 'stranger@example.com' });
    expect(await transferRow(reference)).toMatchObject({ status: 'unmatched' });
    const listed = await asAdmin('GET', '/api/transfers/unmatched');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().transfers).toEqual([expect.objectContaining({ reference, amount: 268_750, accountNumber: '9930000099', status: 'unmatched' })]);
    const id = listed.json().transfers[0]._id as string;
    expect((await asAdmin('POST', `/api/transfers/${id}/assign`, { number: 'nonsense' })).statusCode).toBe(400);
    expect((await asAdmin('POST', `/api/transfers/${id}/assign`, { number: 'INV-1999-0001' })).json()).toMatchObject({ message: transferMessages.documentNotFound });
    const [first, second] = await Promise.all([
      asAdmin('POST', `/api/transfers/${id}/assign`, { number: invoice.number }),
      asAdmin('POST', `/api/transfers/${id}/assign`, { number: invoice.number }, 1),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 0 });
    expect((await asAdmin('GET', '/api/transfers/unmatched')).json().transfers).toEqual([]);
    await expect.poll(() => receiptsTo('funke@example.com').length).toBe(1);
  });

  it('keeps the money of a customer with nothing to pay it on as unmatched, and of one who owes nothing as credit on their newest invoice', async () => {
    await giveAccount('funke@example.com', funkesAccount);
    const reference = await transferIn(500_000);
    expect(await transferRow(reference)).toMatchObject({ status: 'unmatched' });
    const invoice = await issuedInvoice();
    await transferIn(invoiceKobo);
    await transferIn(500_000);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 5_000 });
  });

  it('lets only the office read and assign unmatched money', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/transfers/unmatched' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/transfers/00000000-0000-4000-8000-000000000000/assign', payload: { number: 'INV-2026-0001' } })).statusCode).toBe(401);
  });

  describe.each(orders)('two reports racing, %s', (order) => {
    it('settles two different transfers of one customer on two documents, kobo-exact', async () => {
      await giveAccount('funke@example.com', funkesAccount);
      const first = await issuedInvoice();
      const second = await issuedInvoice();
      await inOrder(
        order,
        () => transferIn(invoiceKobo, funkesAccount, { server: 0 }),
        () => transferIn(invoiceKobo, funkesAccount, { server: 1 }),
      );
      expect(await invoiceOf(first.id)).toMatchObject({ status: 'paid', credit: 0 });
      expect(await invoiceOf(second.id)).toMatchObject({ status: 'paid', credit: 0 });
    });
  });
});

// At business size, on PostgreSQL only (the embedded database runs transactions one after another and hides races).
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
