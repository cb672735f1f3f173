import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../contracts/invoices';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { paymentMessages } from '../../../contracts/payments';
import { serviceCredits, servicePayments } from './tables';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';
import { inOrder, orders, type Order } from '../../testing/orders-of-events';

const kobo = (naira: number) => Math.round(naira * 100);
const naira = (koboAmount: number) => koboAmount / 100;

describe.each(testDatabases())('a deposit paid twice, told as such and settled by the office once, on the $name database', (testDatabase) => {
  const { t, on, asAdmin, payPage, acceptedQuote } = useServiceMoney(testDatabase, { twoServers: true });
  const customer = (url: string, server: 0 | 1 = 0) => on(server, { method: 'GET', url });
  const quoteOf = async (id: string) => (await asAdmin('GET', `/api/quotes/${id}`)).json();

  /**
   * The customer opens a deposit page and is declined, then pays the deposit on a second page; the first page
   * (closed by then, or paid first) is paid too. Answers the quote and both references.
   */
  async function twoDepositPages() {
    const quote = await acceptedQuote();
    const open = async () => (await on(0, { method: 'POST', url: `/api/quotes/link/${quote.token}/deposit` })).json().reference as string;
    const declined = await open();
    t.paystack.settle(declined, { status: 'failed', gateway_response: 'Declined' });
    expect((await customer(`/api/payments/services/${declined}`)).json().status).toBe('failed');
    const second = await open();
    expect(second).not.toBe(declined);
    for (const reference of [declined, second]) t.paystack.settle(reference, { status: 'success', gateway_response: 'Approved' });
    return { quote, declined, second };
  }

  /** Both pages paid (in the given order), and the one paid second: the deposit paid twice. */
  async function depositPaidTwice(order: Order = 'first then second') {
    const pages = await twoDepositPages();
    await inOrder(
      order,
      () => payPage(pages.second, 0),
      () => payPage(pages.declined, 1),
    );
    const [twice] = await t.database.db.select().from(servicePayments).where(isNotNull(servicePayments.paidTwice));
    if (!twice?.providerReference) throw new Error('no deposit paid twice');
    return { ...pages, paymentId: twice.id, reference: twice.providerReference };
  }

  const choose = (document: 'quotes' | 'invoices', id: string, paymentId: string, choice: 'keep' | 'refund', server: 0 | 1 = 0) =>
    asAdmin('POST', `/api/${document}/${id}/second-deposits/${paymentId}`, { choice }, server);

  describe.each(orders)('%s', (order) => {
    it('records the deposit once and the other page as the deposit paid twice, held whole, and tells the customer and the office so', async () => {
      const { quote, reference, paymentId } = await depositPaidTwice(order);
      expect(await quoteOf(quote.id)).toMatchObject({
        depositPaid: quote.deposit,
        credit: quote.deposit,
        secondDeposits: [{ paymentId, amount: quote.deposit, choice: 'undecided', receiptNumber: expect.any(String) }],
      });
      const rows = await t.database.db.select().from(servicePayments);
      expect(rows.map((row) => row.paidTwice ?? 'a plain deposit').sort()).toEqual(['a plain deposit', 'undecided']);

      const back = await customer(`/api/payments/services/${reference}`, 1);
      expect(back.json()).toMatchObject({ status: 'success', paidTwice: true, settled: 0, credited: quote.deposit, message: paymentMessages.depositPaidTwice });
      await expect.poll(() => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).length).toBe(2);
      expect(t.mail.received.filter((mail) => mail.text.includes('so this payment paid it twice. We will keep the')).length).toBe(1);
      await expect.poll(() => t.mail.received.filter((mail) => mail.to.includes('office@brightwire.ng') && mail.subject.startsWith('Deposit paid twice: ')).length).toBe(1);
      const office = t.mail.received.find((mail) => mail.subject.startsWith('Deposit paid twice: '));
      expect(office?.text).toContain('"Keep toward the job" (it then counts as part payment) or "Refund it"');
    });
  });

  it('keeps it toward the job once however often pressed: the quote counts it as paid and its invoice owes that much less', async () => {
    const { quote, paymentId } = await depositPaidTwice();
    const kept = await choose('quotes', quote.id, paymentId, 'keep');
    expect([kept.statusCode, kept.json().message]).toEqual([200, invoiceMessages.secondDepositKept]);
    const again = await choose('quotes', quote.id, paymentId, 'keep', 1);
    expect([again.statusCode, again.json().message]).toEqual([409, invoiceMessages.secondDepositDecided]);
    const refund = await choose('quotes', quote.id, paymentId, 'refund');
    expect([refund.statusCode, refund.json().message]).toEqual([409, invoiceMessages.secondDepositDecided]);
    expect(await quoteOf(quote.id)).toMatchObject({ depositPaid: naira(2 * kobo(quote.deposit)), credit: 0, secondDeposits: [{ choice: 'kept' }] });

    const made = await asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(lagosClock().day, 14) });
    expect(made.json()).toMatchObject({
      paid: naira(2 * kobo(quote.deposit)),
      balance: naira(kobo(quote.total) - 2 * kobo(quote.deposit)),
      credit: 0,
      secondDeposits: [{ paymentId, choice: 'kept' }],
    });
    expect(t.paystack.refunds).toEqual([]);
  });

  it('refunds it once to the card that paid it, through the refund of credit, however often pressed', async () => {
    const { quote, paymentId, reference } = await depositPaidTwice();
    const refunded = await choose('quotes', quote.id, paymentId, 'refund');
    expect([refunded.statusCode, refunded.json().message]).toEqual([200, invoiceMessages.refundStarted]);
    expect(refunded.json()).toMatchObject({ depositPaid: quote.deposit, credit: 0, secondDeposits: [{ choice: 'refunded' }] });
    for (const choice of ['refund', 'keep'] as const) {
      const again = await choose('quotes', quote.id, paymentId, choice, 1);
      expect([again.statusCode, again.json().message]).toEqual([409, invoiceMessages.secondDepositDecided]);
    }
    expect(t.paystack.refunds).toEqual([expect.objectContaining({ reference, amount: kobo(quote.deposit) })]);
    const moves = await t.database.db.select().from(serviceCredits);
    expect(moves).toEqual([expect.objectContaining({ kind: 'refund', method: 'card', quoteId: quote.id, amountKobo: kobo(quote.deposit), providerReference: reference })]);
  });

  it('holds a deposit paid twice after the invoice was made on that invoice, and refunds it from there to the card', async () => {
    const { quote, declined, second } = await twoDepositPages();
    await payPage(second);
    const made = await asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(lagosClock().day, 14) });
    const invoiceId = made.json()._id as string;
    await payPage(declined, 1);
    const [twice] = await t.database.db.select().from(servicePayments).where(eq(servicePayments.providerReference, declined));
    expect(twice).toMatchObject({ invoiceId, paidTwice: 'undecided', creditKobo: kobo(quote.deposit) });
    expect((await asAdmin('GET', `/api/invoices/${invoiceId}`)).json()).toMatchObject({ paid: quote.deposit, credit: quote.deposit, secondDeposits: [{ paymentId: twice?.id, choice: 'undecided' }] });

    const refunded = await choose('invoices', invoiceId, twice?.id ?? '', 'refund');
    expect([refunded.statusCode, refunded.json().message]).toEqual([200, invoiceMessages.refundStarted]);
    expect(refunded.json()).toMatchObject({ paid: quote.deposit, credit: 0, secondDeposits: [{ choice: 'refunded' }] });
    expect(t.paystack.refunds).toEqual([expect.objectContaining({ reference: declined, amount: kobo(quote.deposit) })]);
    expect(await t.database.db.select().from(serviceCredits)).toEqual([expect.objectContaining({ kind: 'refund', invoiceId, amountKobo: kobo(quote.deposit) })]);
  });

  it('gives the choice back when the provider refuses the refund, the money kept as credit', async () => {
    const { quote, paymentId } = await depositPaidTwice();
    t.paystack.refuseRefunds(true);
    const refused = await choose('quotes', quote.id, paymentId, 'refund');
    expect([refused.statusCode, refused.json().message]).toEqual([502, invoiceMessages.refundFailed]);
    expect(await quoteOf(quote.id)).toMatchObject({ credit: quote.deposit, secondDeposits: [{ choice: 'undecided' }] });
    t.paystack.refuseRefunds(false);
    expect((await choose('quotes', quote.id, paymentId, 'keep')).statusCode).toBe(200);
  });

  it('answers 404 for a payment that is not a deposit paid twice on that document, and 400 for a choice it does not know', async () => {
    const { quote, paymentId } = await depositPaidTwice();
    const [deposit] = await t.database.db.select().from(servicePayments).where(eq(servicePayments.paidTwice, 'undecided'));
    const [first] = (await t.database.db.select().from(servicePayments)).filter((row) => row.id !== deposit?.id);
    const notTwice = await choose('quotes', quote.id, first?.id ?? '', 'keep');
    expect([notTwice.statusCode, notTwice.json().message]).toEqual([404, invoiceMessages.secondDepositNotFound]);
    const otherDocument = await choose('invoices', '0b7b6f8e-3f0a-4c51-9d7e-1f6a2b3c4d5e', paymentId, 'keep');
    expect([otherDocument.statusCode, otherDocument.json().message]).toEqual([404, invoiceMessages.secondDepositNotFound]);
    const unknown = await asAdmin('POST', `/api/quotes/${quote.id}/second-deposits/${paymentId}`, { choice: 'split' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Choose keep or refund']);
    const stranger = await on(0, { method: 'POST', url: `/api/quotes/${quote.id}/second-deposits/${paymentId}`, payload: { choice: 'keep' } });
    expect(stranger.statusCode).toBe(401);
  });

  describe.each(orders)('%s, on two servers', (order) => {
    it('keeps a deposit paid twice on the invoice while the office records the balance: paid never passes the total, the rest is credit', async () => {
      const { quote, paymentId } = await depositPaidTwice();
      const made = await asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(lagosClock().day, 14) });
      const invoiceId = made.json()._id as string;
      expect(made.json()).toMatchObject({ paid: quote.deposit, credit: quote.deposit, secondDeposits: [{ paymentId, choice: 'undecided' }] });
      const balance = made.json().balance as number;
      expect((await asAdmin('POST', `/api/invoices/${invoiceId}/send`)).statusCode).toBe(200);
      const [kept, recorded] = await inOrder(
        order,
        () => choose('invoices', invoiceId, paymentId, 'keep', 0),
        () => asAdmin('POST', `/api/invoices/${invoiceId}/payments`, { amount: balance, method: 'bank_transfer', receivedOn: lagosClock().day }, 1),
      );
      expect([kept.statusCode, recorded.statusCode]).toEqual([200, 201]);
      const invoice = (await asAdmin('GET', `/api/invoices/${invoiceId}`)).json();
      expect(invoice).toMatchObject({ status: 'paid', total: quote.total, paid: quote.total, balance: 0, credit: quote.deposit, secondDeposits: [{ choice: 'kept' }] });
      const settled = invoice.payments.reduce((sum: number, payment: { settled: number }) => sum + kobo(payment.settled), 0);
      expect(settled).toBe(kobo(quote.total));
    });

    it('makes one choice when the office presses keep and refund at once on two servers', async () => {
      const { quote, paymentId } = await depositPaidTwice();
      const [kept, refunded] = await inOrder(
        order,
        () => choose('quotes', quote.id, paymentId, 'keep', 0),
        () => choose('quotes', quote.id, paymentId, 'refund', 1),
      );
      expect([kept.statusCode, refunded.statusCode].sort()).toEqual([200, 409]);
      const after = await quoteOf(quote.id);
      if (kept.statusCode === 200) {
        expect(after).toMatchObject({ depositPaid: naira(2 * kobo(quote.deposit)), credit: 0, secondDeposits: [{ choice: 'kept' }] });
        expect(t.paystack.refunds).toEqual([]);
      } else {
        expect(after).toMatchObject({ depositPaid: quote.deposit, credit: 0, secondDeposits: [{ choice: 'refunded' }] });
        expect(t.paystack.refunds).toHaveLength(1);
      }
      if (order === 'first then second') expect(kept.statusCode).toBe(200);
      if (order === 'second then first') expect(refunded.statusCode).toBe(200);
    });
  });
});
