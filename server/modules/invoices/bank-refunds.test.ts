import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lagosClock } from '../../../contracts/lagos-time';
import { bankRefundMessages } from '../../../contracts/transfers';
import { testDatabases } from '../../testing/databases';
import { inOrder, orders } from '../../testing/orders-of-events';
import { useServiceMoney } from '../../testing/service-money';
import { paymentSweepDepsOf } from '../../testing/sweep-deps';
import { users } from '../auth/tables';
import { finishBankRefunds, refundSendingGraceMs, refundToBank } from './bank-refunds';
import { bankRefunds, serviceCredits } from './tables';

/** The roofing invoice (₦268,750) paid ₦300,000 by transfer: ₦31,250 of credit to refund. */
const creditNaira = 31_250;

describe.each(testDatabases())("credit refunded to a customer's bank account, on the $name database", (testDatabase) => {
  const { t, asAdmin, webhook, issuedInvoice, invoiceOf } = useServiceMoney(testDatabase, { twoServers: true });
  const officeMails = () => t.mail.received.filter((mail) => mail.subject.startsWith('Refund to a bank account') && mail.to.includes('office@brightwire.ng'));

  /** An invoice the customer paid more than owed by transfer: its id and number. */
  async function invoiceWithCredit() {
    const invoice = await issuedInvoice();
    const paid = await asAdmin('POST', `/api/invoices/${invoice.id}/payments`, { amount: 300_000, method: 'bank_transfer', receivedOn: lagosClock().day, note: '' });
    expect(paid.statusCode).toBe(201);
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: creditNaira });
    return invoice;
  }
  const refund = (invoiceId: string, key = randomUUID(), server: 0 | 1 = 0, amount = creditNaira) =>
    asAdmin('POST', '/api/transfers/refunds', { invoiceId, key, amount, bankCode: '058', accountNumber: '0123456789', accountName: 'TOLA BANKOLE' }, server);
  const report = async (reference: string, outcome: 'success' | 'failed' | 'reversed', server: 0 | 1 = 0) => {
    const { body, signature } = t.paystack.payoutWebhook(reference, outcome);
    expect((await webhook(body, signature, server)).statusCode).toBe(200);
  };
  const moves = async () => t.database.db.select().from(serviceCredits);

  it("shows the account's name before sending, and refuses an account the bank does not know", async () => {
    t.paystack.accountNames.set('0123456789', 'ADEYEMI FUNKE OLUWASEUN');
    expect((await asAdmin('POST', '/api/transfers/refunds/resolve', { bankCode: '058', accountNumber: '0123456789' })).json()).toEqual({
      accountName: 'ADEYEMI FUNKE OLUWASEUN',
      bankName: 'Guaranty Trust Bank',
    });
    const unknown = await asAdmin('POST', '/api/transfers/refunds/resolve', { bankCode: '058', accountNumber: '0123456000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, bankRefundMessages.accountNotFound]);
    expect((await asAdmin('POST', '/api/transfers/refunds/resolve', { bankCode: '999', accountNumber: '0123456789' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/transfers/refunds/resolve', payload: { bankCode: '058', accountNumber: '0123456789' } })).statusCode).toBe(401);
  });

  it('sends the credit once however often pressed, is done when the bank takes it, and gives it back once when it is reversed', async () => {
    const invoice = await invoiceWithCredit();
    const key = randomUUID();
    const answers = await Promise.all([refund(invoice.id, key, 0), refund(invoice.id, key, 1), refund(invoice.id, key, 0)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.json()).toMatchObject({
      message: bankRefundMessages.answer.pending,
      refund: { status: 'pending', amount: creditNaira, bankName: 'Guaranty Trust Bank', accountName: 'TOLA BANKOLE' },
    });
    expect(t.paystack.payouts).toEqual([expect.objectContaining({ reference: key, amount: 3_125_000, recipient: 'RCP_0580123456789' })]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 0 });
    expect((await refund(invoice.id)).statusCode).toBe(409);

    await report(key, 'success');
    await Promise.all([report(key, 'success', 1), report(key, 'success')]);
    expect(await moves()).toEqual([expect.objectContaining({ kind: 'refund', method: 'bank_transfer', status: 'done', amountKobo: 3_125_000 })]);
    expect((await asAdmin('GET', `/api/transfers/refunds?invoiceId=${invoice.id}`)).json().refunds).toEqual([expect.objectContaining({ status: 'success' })]);

    await Promise.all([report(key, 'reversed'), report(key, 'reversed', 1)]);
    await report(key, 'failed');
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: creditNaira, paid: 268_750 });
    expect(await moves()).toEqual([expect.objectContaining({ status: 'failed' })]);
    await expect.poll(() => officeMails().length).toBe(1);
    expect(officeMails()[0]?.text).toContain(`The ₦31,250 is credit on ${invoice.number} again`);
  });

  it('gives the credit back when the provider refuses the transfer or reports it failed, and tells the office', async () => {
    const invoice = await invoiceWithCredit();
    t.paystack.refuseTransfers(true);
    const refused = await refund(invoice.id);
    expect([refused.statusCode, refused.json().message]).toEqual([502, bankRefundMessages.refused]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: creditNaira });
    t.paystack.refuseTransfers(false);

    const key = randomUUID();
    expect((await refund(invoice.id, key, 0, 20_000)).json()).toMatchObject({ refund: { status: 'pending' } });
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 11_250 });
    await Promise.all([report(key, 'failed'), report(key, 'failed', 1)]);
    await report(key, 'success');
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: creditNaira });
    const rows = await t.database.db.select().from(bankRefunds);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed']);
    await expect.poll(() => officeMails().length).toBe(2);
  });

  it("waits for the company's OTP when Paystack asks for it, and moves on once with the right one", async () => {
    const invoice = await invoiceWithCredit();
    t.paystack.requireTransferOtp(true);
    const sent = await refund(invoice.id);
    expect(sent.json()).toMatchObject({ message: bankRefundMessages.answer.otp, refund: { status: 'otp' } });
    const id = sent.json().refund._id as string;
    const wrong = await asAdmin('POST', `/api/transfers/refunds/${id}/otp`, { otp: '000000' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, bankRefundMessages.otpRefused]);
    expect((await asAdmin('POST', `/api/transfers/refunds/${id}/otp`, { otp: 'abc' })).statusCode).toBe(400);
    expect((await asAdmin('POST', `/api/transfers/refunds/${id}/otp`, { otp: '123456' })).json()).toMatchObject({ refund: { status: 'pending' } });
    expect((await asAdmin('POST', `/api/transfers/refunds/${id}/otp`, { otp: '123456' })).json()).toMatchObject({ message: bankRefundMessages.noOtpWaited });
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 0 });
  });

  it('keeps a transfer whose answer was lost off the credit, and a second press finds it sent instead of sending again', async () => {
    const invoice = await invoiceWithCredit();
    const key = randomUUID();
    t.paystack.loseTransferAnswers(true);
    const lost = await refund(invoice.id, key);
    expect([lost.statusCode, lost.json().message]).toEqual([502, bankRefundMessages.sentUnconfirmed]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 0 });
    t.paystack.loseTransferAnswers(false);
    expect((await refund(invoice.id, key, 1)).json()).toMatchObject({ refund: { status: 'pending' } });
    expect(t.paystack.payouts).toHaveLength(1);
    await report(key, 'success');
    expect(await moves()).toEqual([expect.objectContaining({ status: 'done', amountKobo: 3_125_000 })]);
  });

  it('refuses more than the credit, and a refund naming no document', async () => {
    const invoice = await invoiceWithCredit();
    expect((await refund(invoice.id, randomUUID(), 0, creditNaira + 1)).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/transfers/refunds', { key: randomUUID(), amount: 1, bankCode: '058', accountNumber: '0123456789', accountName: 'X' })).json()).toMatchObject({
      message: bankRefundMessages.oneDocument,
    });
    expect(t.paystack.payouts).toEqual([]);
  });

  const sweep = () => finishBankRefunds(paymentSweepDepsOf(t));
  /** The refund's last change happened longer ago than the sweep's grace, as after a copy died mid-press. */
  const leftBehind = (reference: string) =>
    t.database.db
      .update(bankRefunds)
      .set({ updatedAt: sql`now() - make_interval(secs => ${(refundSendingGraceMs + 1000) / 1000})` })
      .where(eq(bankRefunds.reference, reference));
  const refundRow = async (reference: string) => (await t.database.db.select().from(bankRefunds).where(eq(bankRefunds.reference, reference)))[0];

  /** The office presses Send on a copy that dies before Paystack answers: the refund is written, its credit taken, nothing sent. */
  async function pressOnADyingCopy(invoiceId: string) {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@brightwire.ng'));
    const key = randomUUID();
    const dying = paymentSweepDepsOf(t, { transferStatus: () => new Promise(() => undefined) });
    void refundToBank(dying, { invoiceId, key, amount: 3_125_000, bankCode: '058', accountNumber: '0123456789', accountName: 'TOLA BANKOLE' }, admin?.id ?? '');
    await expect.poll(async () => (await refundRow(key))?.status).toBe('sending');
    return key;
  }

  it('sends a refund a dead copy left unsent, once, after the grace, and leaves a fresh press alone', async () => {
    const invoice = await invoiceWithCredit();
    const key = await pressOnADyingCopy(invoice.id);
    await sweep();
    expect(t.paystack.payouts).toEqual([]);
    await leftBehind(key);
    await sweep();
    await sweep();
    expect(t.paystack.payouts).toEqual([expect.objectContaining({ reference: key, amount: 3_125_000 })]);
    expect(await refundRow(key)).toMatchObject({ status: 'pending' });
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 0 });
  });

  it('finishes a sent refund whose answer and webhook were both lost, and gives the credit back once when the bank reverses it', async () => {
    const invoice = await invoiceWithCredit();
    const key = randomUUID();
    t.paystack.loseTransferAnswers(true);
    expect((await refund(invoice.id, key)).statusCode).toBe(502);
    t.paystack.loseTransferAnswers(false);
    await leftBehind(key);
    await sweep();
    expect(await refundRow(key)).toMatchObject({ status: 'pending' });
    expect(t.paystack.payouts).toHaveLength(1);

    const lostSuccess = t.paystack.payoutWebhook(key, 'success');
    await sweep();
    expect(await refundRow(key)).toMatchObject({ status: 'success' });
    expect(await moves()).toEqual([expect.objectContaining({ status: 'done' })]);
    expect((await webhook(lostSuccess.body, lostSuccess.signature)).statusCode).toBe(200);
    expect(await refundRow(key)).toMatchObject({ status: 'success' });
  });

  it('asks about a pending refund whose webhook never came and gives the credit back once when it failed', async () => {
    const invoice = await invoiceWithCredit();
    const key = randomUUID();
    expect((await refund(invoice.id, key)).json()).toMatchObject({ refund: { status: 'pending' } });
    await sweep();
    expect(await refundRow(key)).toMatchObject({ status: 'pending' });
    const lateFailure = t.paystack.payoutWebhook(key, 'failed');
    await sweep();
    expect((await webhook(lateFailure.body, lateFailure.signature, 1)).statusCode).toBe(200);
    await sweep();
    expect(await invoiceOf(invoice.id)).toMatchObject({ credit: creditNaira });
    await expect.poll(() => officeMails().length).toBe(1);
  });

  describe.each(orders)('the sweep and a second press of a refund left sending, %s', (order) => {
    it('send the money once', async () => {
      const invoice = await invoiceWithCredit();
      const key = await pressOnADyingCopy(invoice.id);
      await leftBehind(key);
      await inOrder(order, sweep, () => refund(invoice.id, key, 1));
      expect(t.paystack.payouts).toEqual([expect.objectContaining({ reference: key })]);
      expect(await refundRow(key)).toMatchObject({ status: 'pending' });
      expect(await invoiceOf(invoice.id)).toMatchObject({ credit: 0 });
    });
  });
});
