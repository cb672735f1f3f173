import { extractText, getDocumentProxy } from 'unpdf';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../contracts/invoices';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { paymentMessages } from '../../../contracts/payments';
import { quoteMessages } from '../../../contracts/quotes';
import { serviceCredits } from './tables';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const today = () => lagosClock().day;
/** Roofing invoice: ₦250,000 and VAT, ₦268,750 in all. */
const invoiceTotal = 268_750;
const otherCustomer = { name: 'Tunde Bello', email: 'tunde@example.com', phone: '08035550111', address: '' };

describe.each(testDatabases())('credits and refunds of service money on the $name database', (testDatabase) => {
  const calls = useServiceMoney(testDatabase, { twoServers: true, environment: { PAYMENT_RECHECK_INTERVAL_MS: '200' } });
  const { t, asAdmin, on, webhook, payPage } = calls;
  /** An invoice paid twice: by transfer at the office, then on the page the customer had open. Its credit is the second payment. */
  async function overpaidInvoice() {
    const invoice = await calls.issuedInvoice();
    const reference = await calls.openInvoicePage(invoice.token);
    await asAdmin('POST', `/api/invoices/${invoice.id}/payments`, { amount: invoiceTotal, method: 'bank_transfer', receivedOn: today() });
    await payPage(reference);
    expect(await calls.invoiceOf(invoice.id)).toMatchObject({ paid: invoiceTotal, credit: invoiceTotal });
    return { ...invoice, reference };
  }
  const dashboard = async () => (await asAdmin('GET', '/api/admin/dashboard')).json().services;

  it('refunds an overpaid invoice to the card through Paystack once, however often it is pressed, and the late word moves it once', async () => {
    const { id, reference, token } = await overpaidInvoice();
    expect(await dashboard()).toMatchObject({ refundDue: invoiceTotal, refundDueDocuments: 1, refundsPending: 0 });
    const presses = await Promise.all(([0, 1] as const).map((server) => asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: invoiceTotal, method: 'card', note: 'Paid twice' }, server)));
    expect(presses.map((press) => press.statusCode).sort()).toEqual([201, 409]);
    expect(presses.find((press) => press.statusCode === 409)?.json().message).toBe(invoiceMessages.noCredit);
    expect(presses.find((press) => press.statusCode === 201)?.json()).toMatchObject({ credit: 0, message: invoiceMessages.refundStarted });
    expect(t.paystack.refunds).toEqual([{ id: 1, reference, amount: 26_875_000, status: 'pending' }]);
    expect(await dashboard()).toMatchObject({ refundDue: 0, refundDueDocuments: 0, refundsPending: invoiceTotal });
    const { body, signature } = t.paystack.refundWebhook(1, 'processed');
    await Promise.all([webhook(body, signature, 0), webhook(body, signature, 1)]);
    const refunded = await calls.invoiceOf(id);
    expect(refunded).toMatchObject({ status: 'paid', paid: invoiceTotal, credit: 0 });
    expect(refunded.credits).toEqual([expect.objectContaining({ kind: 'refund', method: 'card', status: 'done', amount: invoiceTotal, note: 'Paid twice', settledAt: expect.any(String) })]);
    const customerView = (await on(0, { method: 'GET', url: `/api/invoices/link/${token}` })).json();
    expect(customerView.credits).toEqual([expect.objectContaining({ kind: 'refund', status: 'done', amount: invoiceTotal, note: '' })]);
    expect(refunded.figures.map((row: { key: string }) => row.key)).not.toContain('credit');
    expect(await dashboard()).toMatchObject({ refundsPending: 0 });
  });

  it('asks Paystack about card refunds whose webhook never came, and moves each on once', async () => {
    const { id } = await overpaidInvoice();
    expect((await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: 100_000, method: 'card' })).statusCode).toBe(201);
    expect((await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: 68_750, method: 'card' })).statusCode).toBe(201);
    const [processed, failed] = t.paystack.refunds;
    if (!processed || !failed) throw new Error('both refunds should have reached the stand-in');
    processed.status = 'processed';
    failed.status = 'failed';
    const statuses = async () => (await calls.invoiceOf(id)).credits.map((move: { status: string }) => move.status).sort();
    expect(await statuses()).toEqual(['pending', 'pending']);
    await t.database.db.update(serviceCredits).set({ createdAt: sql`now() - interval '16 minutes'` });
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['done', 'failed']);
    expect((await calls.invoiceOf(id)).credit).toBe(invoiceTotal - 100_000);
  });

  it('keeps the credit when the provider refuses a refund at once or fails it later, once however often it says so', async () => {
    const { id } = await overpaidInvoice();
    t.paystack.refuseRefunds(true);
    const refused = await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: 100_000, method: 'card' });
    expect([refused.statusCode, refused.json().message]).toEqual([502, invoiceMessages.refundFailed]);
    expect((await calls.invoiceOf(id)).credit).toBe(invoiceTotal);
    t.paystack.refuseRefunds(false);
    expect((await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: 100_000, method: 'card' })).statusCode).toBe(201);
    expect((await calls.invoiceOf(id)).credit).toBe(168_750);
    const { body, signature } = t.paystack.refundWebhook(1, 'failed');
    await Promise.all([webhook(body, signature, 0), webhook(body, signature, 1), webhook(body, signature, 0)]);
    const after = await calls.invoiceOf(id);
    expect(after.credit).toBe(invoiceTotal);
    expect(after.credits.map((move: { status: string }) => move.status)).toEqual(['failed', 'failed']);
    const tooMuch = await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: invoiceTotal + 1, method: 'cash' });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, invoiceMessages.creditTooSmall]);
    const byTransfer = await asAdmin('POST', `/api/invoices/${id}/refunds`, { amount: invoiceTotal, method: 'bank_transfer', note: 'GTBank 0123' });
    expect(byTransfer.json()).toMatchObject({ credit: 0, message: invoiceMessages.refundRecorded });
    expect(byTransfer.json().credits.at(-1)).toMatchObject({ method: 'bank_transfer', status: 'done' });
  });

  it('applies a credit to another open invoice of the same customer once when two admins press at once, and to no one else', async () => {
    const from = await overpaidInvoice();
    const to = await calls.issuedInvoice({ title: 'Second motor' });
    const toPage = await calls.openInvoicePage(to.token);
    const presses = await Promise.all(([0, 1] as const).map((server) => asAdmin('POST', `/api/invoices/${from.id}/credit/apply`, { invoiceId: to.id, amount: 200_000 }, server)));
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 400]);
    expect(presses.find((press) => press.statusCode === 400)?.json().message).toBe(invoiceMessages.creditTooSmall);
    expect(presses.find((press) => press.statusCode === 200)?.json()).toMatchObject({ credit: 68_750, message: invoiceMessages.creditApplied });
    const target = await calls.invoiceOf(to.id);
    expect(target).toMatchObject({ status: 'part_paid', paid: 200_000, balance: 68_750, credit: 0 });
    expect(target.credits).toEqual([expect.objectContaining({ kind: 'application', method: 'credit', fromNumber: from.number, toNumber: to.number, amount: 200_000 })]);
    const back = (await on(1, { method: 'GET', url: `/api/payments/services/${toPage}` })).json();
    expect(back).toMatchObject({ status: 'replaced', owed: 68_750, message: paymentMessages.pageReplaced });

    const stranger = await calls.issuedInvoice({ customer: otherCustomer });
    const draft = (await asAdmin('POST', '/api/invoices', roofingInvoice())).json();
    for (const [payload, status, message] of [
      [{ invoiceId: stranger.id, amount: 1000 }, 409, invoiceMessages.otherCustomer],
      [{ invoiceId: draft._id, amount: 1000 }, 409, invoiceMessages.notOpenForCredit],
      [{ invoiceId: from.id, amount: 1000 }, 400, invoiceMessages.sameDocument],
      [{ invoiceId: to.id, amount: 68_750.01 }, 400, invoiceMessages.creditTooSmall],
    ] as const) {
      const refused = await asAdmin('POST', `/api/invoices/${from.id}/credit/apply`, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([status, message]);
    }
    const third = await calls.issuedInvoice({ lines: [{ description: 'Fuse', quantity: 1, unitPrice: 10_000 }] });
    const beyond = await asAdmin('POST', `/api/invoices/${from.id}/credit/apply`, { invoiceId: third.id, amount: 20_000 });
    expect([beyond.statusCode, beyond.json().message]).toEqual([400, invoiceMessages.moreThanOwed]);
  });

  it('records a deposit received by transfer on a quote, closes its deposit page, and carries money beyond the total to the invoice as credit', async () => {
    const quote = await sendNewQuote(t.app, calls.admin(), solarQuote());
    const draft = (await asAdmin('POST', '/api/quotes', solarQuote())).json();
    const early = await asAdmin('POST', `/api/quotes/${draft._id}/payments`, { amount: 1000, method: 'cash', receivedOn: today() });
    expect([early.statusCode, early.json().message]).toEqual([409, quoteMessages.notAccepted]);
    await on(0, { method: 'POST', url: `/api/quotes/link/${quote.token}/accept`, payload: { name: 'Adewale Okonkwo' } });
    const page = (await on(0, { method: 'POST', url: `/api/quotes/link/${quote.token}/deposit` })).json().reference as string;
    const deposit = await asAdmin('POST', `/api/quotes/${quote.id}/payments`, { amount: '645000.32', method: 'bank_transfer', receivedOn: today(), note: 'Zenith transfer' });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({ depositPaid: 645_000.32, credit: 0, message: quoteMessages.depositRecorded });
    expect((await on(1, { method: 'GET', url: `/api/payments/services/${page}` })).json()).toMatchObject({ status: 'replaced', replaced: true, owed: 0 });
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.subject).toMatch(/^Receipt RCT-\d{4}-0001: ₦645,000.32 received$/);
    const more = await asAdmin('POST', `/api/quotes/${quote.id}/payments`, { amount: 2_000_000, method: 'cash', receivedOn: today() });
    expect(more.json()).toMatchObject({ depositPaid: 2_150_001.08, credit: 494_999.24, message: invoiceMessages.paymentCredited('₦494,999.24') });
    expect((await dashboard()).refundDue).toBe(494_999.24);
    const invoice = (await asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(today(), 14) })).json();
    expect(invoice).toMatchObject({ total: 2_150_001.08, paid: 2_150_001.08, balance: 0, credit: 494_999.24 });
    expect((await asAdmin('GET', `/api/quotes/${quote.id}`)).json().credit).toBe(0);
    const late = await asAdmin('POST', `/api/quotes/${quote.id}/payments`, { amount: 1000, method: 'cash', receivedOn: today() });
    expect([late.statusCode, late.json().message]).toEqual([409, quoteMessages.depositOnInvoice]);
    const refund = await asAdmin('POST', `/api/invoices/${invoice._id}/refunds`, { amount: 494_999.24, method: 'cash' });
    expect(refund.json()).toMatchObject({ credit: 0, message: invoiceMessages.refundRecorded });
    expect((await dashboard()).refundDue).toBe(0);
  });

  it('tells the customer what their money on a replaced page did, and mails them and the office what was taken, settled and credited', async () => {
    const { reference } = await overpaidInvoice();
    const back = (await on(1, { method: 'GET', url: `/api/payments/services/${reference}` })).json();
    expect(back).toEqual({ status: 'success', amount: invoiceTotal, replaced: true, settled: 0, credited: invoiceTotal, owed: 0, message: paymentMessages.pageReplacedPaid, paidTwice: false });
    await expect.poll(() => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).length).toBe(2);
    const receipt = t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).at(-1);
    expect(receipt?.text).toContain(`Nothing was owed on INV-${today().slice(0, 4)}-0001 when it came in, so all ₦268,750 is kept as a credit`);
    const receiptPdf = await pdfText(receipt?.pdfs[0]?.content ?? Buffer.alloc(0));
    for (const words of ['Amount received', 'Kept as credit (refund due)', '₦268,750', 'Credit held for you']) expect(receiptPdf, words).toContain(words);
    await expect.poll(() => t.mail.received.some((mail) => mail.to.includes('office@brightwire.ng') && mail.subject.endsWith('(₦268,750 to refund or apply)'))).toBe(true);
  });
});

describe.each(testDatabases())('refunds through the sandbox provider on the $name database', (testDatabase) => {
  const calls = useServiceMoney(testDatabase, { sandbox: true, mail: false });
  const { t } = calls;

  it('takes money on a replaced sandbox page as credit and refunds it to the card at once', async () => {
    const invoice = await calls.issuedInvoice();
    const reference = await calls.openInvoicePage(invoice.token);
    await calls.asAdmin('POST', `/api/invoices/${invoice.id}/payments`, { amount: 100_000, method: 'cash', receivedOn: today() });
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${reference}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    const back = (await t.app.inject({ method: 'GET', url: `/api/payments/services/${reference}` })).json();
    expect(back).toMatchObject({ status: 'success', replaced: true, settled: 168_750, credited: 100_000, owed: 0 });
    const refund = await calls.asAdmin('POST', `/api/invoices/${invoice.id}/refunds`, { amount: 100_000, method: 'card' });
    expect(refund.json()).toMatchObject({ credit: 0, paid: invoiceTotal, message: invoiceMessages.refundRecorded });
    expect(refund.json().credits).toEqual([expect.objectContaining({ method: 'card', status: 'done' })]);
    const again = await calls.asAdmin('POST', `/api/invoices/${invoice.id}/refunds`, { amount: 1, method: 'card' });
    expect([again.statusCode, again.json().message]).toEqual([409, invoiceMessages.noCredit]);
  });
});

describe.each(testDatabases())('the company\u2019s bank details and TIN on the $name database', (testDatabase) => {
  const bank = { BANK_NAME: 'Zenith Bank', BANK_ACCOUNT_NAME: 'Brightwire Electrical & Automation Ltd', BANK_ACCOUNT_NUMBER: '1012345678', COMPANY_TIN: '12345678-0001' };
  const calls = useServiceMoney(testDatabase, { sandbox: true, environment: bank });
  const { t } = calls;
  const billing = { bankTransfer: { bank: 'Zenith Bank', accountName: 'Brightwire Electrical & Automation Ltd', accountNumber: '1012345678' }, tin: '12345678-0001' };

  it('puts them on every quote and invoice answer, their PDFs and the mails that ask for money', async () => {
    const quote = await sendNewQuote(t.app, calls.admin(), solarQuote());
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/link/${quote.token}` })).json().billing).toEqual(billing);
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.text ?? '').toContain('account number 1012345678');
    const quotePdf = await t.app.inject({ method: 'GET', url: `/api/quotes/link/${quote.token}/pdf` });
    expect(quotePdf.headers['content-type']).toBe('application/pdf');
    const quoteText = await pdfText(quotePdf.rawPayload);
    for (const words of ['QUOTE', 'Zenith Bank', '1012345678', 'TIN: 12345678-0001', 'Surge protection kit (optional)', 'Deposit (30%)', 'Balance due']) expect(quoteText, words).toContain(words);
    expect(await pdfText((await calls.asAdmin('GET', `/api/quotes/${quote.id}/pdf`)).rawPayload)).toContain('Valid until');

    const invoice = await calls.issuedInvoice();
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/link/${invoice.token}` })).json().billing).toEqual(billing);
    await expect.poll(() => t.mail.lastTo('funke@example.com')?.pdfs.length).toBe(1);
    const mailed = t.mail.lastTo('funke@example.com');
    expect(mailed?.text).toContain(`Zenith Bank, account name Brightwire Electrical & Automation Ltd, account number 1012345678. Please quote ${invoice.number} as the reference.`);
    const invoiceText = await pdfText(mailed?.pdfs[0]?.content ?? Buffer.alloc(0));
    for (const words of ['PAY BY BANK TRANSFER', 'Account number: 1012345678', 'TIN: 12345678-0001']) expect(invoiceText, words).toContain(words);
    t.mail.clear();
    await calls.asAdmin('POST', `/api/invoices/${invoice.id}/payments`, { amount: 1000, method: 'bank_transfer', receivedOn: today() });
    await expect.poll(() => t.mail.lastTo('funke@example.com')?.text ?? '').toContain('account number 1012345678');
  });
});

describe.each(testDatabases())('without bank details on the $name database', (testDatabase) => {
  const calls = useServiceMoney(testDatabase, { sandbox: true, mail: false });
  const { t } = calls;
  it('leaves the bank transfer block out', async () => {
    const invoice = await calls.issuedInvoice();
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/link/${invoice.token}` })).json().billing).toEqual({ bankTransfer: null, tin: '' });
    const text = await pdfText((await t.app.inject({ method: 'GET', url: `/api/invoices/link/${invoice.token}/pdf` })).rawPayload);
    expect(text).not.toContain('PAY BY BANK TRANSFER');
    expect(text).not.toContain('TIN:');
  });
});
