import type { InjectOptions } from 'fastify';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../contracts/invoices';
import { paymentMessages } from '../../../contracts/payments';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { openPostgresDatabase } from '../../db/client';
import { sweepDepsOf } from '../../testing/sweep-deps';
import { invoices, servicePayments } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';
import { startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-context';
import { sendInvoiceReminders } from './reminders';

const year = lagosClock().day.slice(0, 4);

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe.each(testDatabases())('invoices and payments for service work on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, paystack: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://brightwire.test' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });
  const webhook = (reference: string) => {
    const transaction = t.paystack.transactions.get(reference);
    if (!transaction) throw new Error(`no transaction ${reference}`);
    const { body, signature } = t.paystack.webhook(transaction);
    return inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
  };
  const verify = (reference: string) => inject({ method: 'GET', url: `/api/payments/services/${reference}` });
  /** What the server's own sweep is given. */
  const sweepDeps = () => sweepDepsOf(t);

  /** A blank invoice, issued: answers its id and the customer's token. */
  async function issuedInvoice(overrides = {}) {
    const created = await asAdmin('POST', '/api/invoices', roofingInvoice(overrides));
    expect(created.statusCode).toBe(201);
    const sent = await asAdmin('POST', `/api/invoices/${created.json()._id}/send`);
    return { id: created.json()._id as string, number: created.json().number as string, token: (sent.json().link as string).split('/').at(-1) ?? '' };
  }

  it('numbers invoices INV-YYYY-NNNN with no gap and no repeat, 20 made at once across two servers', async () => {
    const second = t.database.kind === 'postgres' ? await openSecondPool() : undefined;
    const other = await startTestApp(second ?? t.database, { PUBLIC_URL: 'https://brightwire.test', ACCESS_TOKEN_SECRET: t.config.accessTokenSecret });
    try {
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? t.app : other.app).inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice({ title: `Job ${index}` }) }),
        ),
      );
      expect(made.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      const numbers = made.map((response) => response.json().number as string).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-${year}-${String(index + 1).padStart(4, '0')}`));
    } finally {
      await other.close();
      await second?.close();
    }
  });

  async function openSecondPool() {
    const [row] = await t.database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    return openPostgresDatabase(url.toString(), 4);
  }

  it('makes one invoice of an accepted quote invoiced twice at once, and the numbers go on without a gap', async () => {
    const { id, token } = await sendNewQuote(t.app, admin, solarQuote({ depositPercent: 0 }));
    await inject({ method: 'POST', url: `/api/quotes/link/${token}/accept`, payload: { name: 'Adewale Okonkwo' } });
    const dueDate = addDays(lagosClock().day, 10);
    const both = await Promise.all([asAdmin('POST', `/api/quotes/${id}/invoice`, { dueDate }), asAdmin('POST', `/api/quotes/${id}/invoice`, { dueDate })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const next = await asAdmin('POST', '/api/invoices', roofingInvoice());
    expect(next.json().number).toBe(`INV-${year}-0002`);
  });

  it('takes a deposit once by card, then invoices the accepted quote less the deposit, and the balance paid ends it', async () => {
    const { id, token } = await sendNewQuote(t.app, admin);
    const accepted = (await inject({ method: 'POST', url: `/api/quotes/link/${token}/accept`, payload: { name: 'Adewale Okonkwo' } })).json();
    expect(accepted.deposit).toBe(645_000.32);
    const started = (await inject({ method: 'POST', url: `/api/quotes/link/${token}/deposit` })).json();
    expect(started.reference).toMatch(/^BWS-/);
    expect(t.paystack.transactions.get(started.reference)).toMatchObject({ amount: 64_500_032, currency: 'NGN', email: 'adewale@example.com' });
    const pressedAgain = (await inject({ method: 'POST', url: `/api/quotes/link/${token}/deposit` })).json();
    expect(pressedAgain).toEqual(started);
    t.paystack.settle(started.reference, { status: 'success' });
    expect((await verify(started.reference)).json()).toEqual({
      status: 'success',
      amount: 645_000.32,
      replaced: false,
      settled: 645_000.32,
      credited: 0,
      owed: 0,
      message: paymentMessages.paid,
      paidTwice: false,
    });
    expect((await webhook(started.reference)).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/quotes/link/${token}` })).json().depositPaid).toBe(645_000.32);
    const paidTwice = await inject({ method: 'POST', url: `/api/quotes/link/${token}/deposit` });
    expect(paidTwice.statusCode).toBe(409);
    await expect.poll(() => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).length).toBe(1);

    const invoice = (await asAdmin('POST', `/api/quotes/${id}/invoice`, { dueDate: addDays(lagosClock().day, 14) })).json();
    expect(invoice).toMatchObject({ status: 'draft', total: 2_150_001.08, paid: 645_000.32, balance: 1_505_000.76, quoteNumber: expect.stringMatching(/^Q-/) });
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.payments).toEqual([expect.objectContaining({ deposit: true, method: 'card', amount: 645_000.32 })]);
    const sent = (await asAdmin('POST', `/api/invoices/${invoice._id}/send`)).json();
    expect(sent.invoice.status).toBe('part_paid');
    const invoiceToken = (sent.link as string).split('/').at(-1) ?? '';
    const balance = (await inject({ method: 'POST', url: `/api/invoices/link/${invoiceToken}/pay` })).json();
    expect(t.paystack.transactions.get(balance.reference)?.amount).toBe(150_500_076);
    t.paystack.settle(balance.reference, { status: 'success' });
    await webhook(balance.reference);
    expect((await inject({ method: 'GET', url: `/api/invoices/link/${invoiceToken}` })).json()).toMatchObject({ status: 'paid', balance: 0, paid: 2_150_001.08 });
    const refused = await inject({ method: 'POST', url: `/api/invoices/link/${invoiceToken}/pay` });
    expect([refused.statusCode, refused.json().message]).toEqual([409, invoiceMessages.notPayable]);
  });

  it('records a card payment exactly once however many verifies and webhooks race, and a declined card then a good one pays', async () => {
    const { token } = await issuedInvoice();
    const { reference } = (await inject({ method: 'POST', url: `/api/invoices/link/${token}/pay` })).json();
    t.paystack.settle(reference, { status: 'failed', gateway_response: 'Declined' });
    expect((await verify(reference)).json()).toMatchObject({ status: 'failed', amount: 268_750, replaced: false, owed: 268_750, message: paymentMessages.notPaid });
    t.paystack.settle(reference, { status: 'success', gateway_response: 'Approved' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? verify(reference) : webhook(reference))));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.database.db.$count(servicePayments)).toBe(1);
    expect((await inject({ method: 'GET', url: `/api/invoices/link/${token}` })).json()).toMatchObject({ status: 'paid', paid: 268_750, balance: 0 });
    await expect.poll(() => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ')).length).toBe(1);
    // A short payment or another currency on a reference never counts.
    const other = await issuedInvoice({ title: 'Panel repair' });
    const short = (await inject({ method: 'POST', url: `/api/invoices/link/${other.token}/pay` })).json();
    t.paystack.settle(short.reference, { status: 'success', amount: 100 });
    expect((await verify(short.reference)).json().status).toBe('failed');
    t.paystack.settle(short.reference, { status: 'success', amount: 26_875_000, currency: 'USD' });
    await webhook(short.reference);
    expect(await t.database.db.$count(servicePayments)).toBe(1);
  });

  it('lets the office record bank transfers and cash against an issued invoice, keeping what is beyond the balance as a credit', async () => {
    const draft = (await asAdmin('POST', '/api/invoices', roofingInvoice())).json();
    const early = await asAdmin('POST', `/api/invoices/${draft._id}/payments`, { amount: 1000, method: 'cash', receivedOn: lagosClock().day });
    expect([early.statusCode, early.json().message]).toEqual([409, invoiceMessages.notIssued]);
    await asAdmin('POST', `/api/invoices/${draft._id}/send`);
    const transfer = await asAdmin('POST', `/api/invoices/${draft._id}/payments`, {
      amount: '100000',
      method: 'bank_transfer',
      receivedOn: addDays(lagosClock().day, -1),
      note: 'GTBank transfer ref 88812',
    });
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json()).toMatchObject({ status: 'part_paid', paid: 100_000, balance: 168_750, message: invoiceMessages.paymentRecorded });
    const future = await asAdmin('POST', `/api/invoices/${draft._id}/payments`, { amount: 1, method: 'cash', receivedOn: addDays(lagosClock().day, 1) });
    expect([future.statusCode, future.json().message]).toEqual([400, invoiceMessages.receivedInFuture]);
    const card = await asAdmin('POST', `/api/invoices/${draft._id}/payments`, { amount: 1, method: 'card', receivedOn: lagosClock().day });
    expect(card.statusCode).toBe(400);
    const rest = (await asAdmin('POST', `/api/invoices/${draft._id}/payments`, { amount: 200_000, method: 'cash', receivedOn: lagosClock().day })).json();
    expect(rest).toMatchObject({ status: 'paid', paid: 268_750, balance: 0, credit: 31_250, paidAt: expect.any(String), message: invoiceMessages.paymentCredited('₦31,250') });
    expect(rest.figures.map((row: { label: string; amount: number }) => [row.label, row.amount])).toEqual([
      ['Subtotal', 250_000],
      ['VAT (7.5%)', 18_750],
      ['Total', 268_750],
      ['Paid', -268_750],
      ['Balance due', 0],
      ['Credit (refund due)', 31_250],
    ]);
    expect(rest.payments.map((payment: { settled: number; credited: number }) => [payment.settled, payment.credited])).toEqual([
      [100_000, 0],
      [168_750, 31_250],
    ]);
    expect(rest.payments.map((payment: { receiptNumber: string; method: string }) => [payment.receiptNumber, payment.method])).toEqual([
      [`RCT-${year}-0001`, 'bank_transfer'],
      [`RCT-${year}-0002`, 'cash'],
    ]);
    const voided = await asAdmin('POST', `/api/invoices/${draft._id}/void`, { reason: 'Raised in error' });
    expect([voided.statusCode, voided.json().message]).toEqual([409, invoiceMessages.cannotVoid]);
  });

  it('voids an invoice that nothing was paid on, keeping its number, and refuses every later change', async () => {
    const { id, number, token } = await issuedInvoice();
    const voided = await asAdmin('POST', `/api/invoices/${id}/void`, { reason: 'Customer cancelled the job' });
    expect(voided.json()).toMatchObject({ status: 'void', number, voidReason: 'Customer cancelled the job', voidedAt: expect.any(String) });
    for (const [response, status, message] of [
      [await asAdmin('POST', `/api/invoices/${id}/void`, { reason: 'Again' }), 409, invoiceMessages.alreadyVoid],
      [await asAdmin('POST', `/api/invoices/${id}/send`), 409, invoiceMessages.cannotSend],
      [await asAdmin('PUT', `/api/invoices/${id}`, roofingInvoice()), 409, invoiceMessages.onlyDraftChanges],
      [await asAdmin('POST', `/api/invoices/${id}/payments`, { amount: 1000, method: 'cash', receivedOn: lagosClock().day }), 409, invoiceMessages.alreadyVoid],
      [await inject({ method: 'POST', url: `/api/invoices/link/${token}/pay` }), 409, invoiceMessages.notPayable],
    ] as const) {
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect((await inject({ method: 'GET', url: `/api/invoices/link/${token}` })).json().status).toBe('void');
    expect((await asAdmin('POST', '/api/invoices', roofingInvoice())).json().number).toBe(`INV-${year}-0002`);
  });

  it('mails a reminder 3 days before the due date and one when overdue, each once, however often the sweep runs', async () => {
    const soon = await issuedInvoice({ title: 'Due soon', dueDate: addDays(lagosClock().day, 3) });
    const late = await issuedInvoice({ title: 'Due already', dueDate: addDays(lagosClock().day, 5) });
    const later = await issuedInvoice({ title: 'Due later', dueDate: addDays(lagosClock().day, 10) });
    // Sent on earlier days, as real invoices are before their reminders.
    await t.database.db.update(invoices).set({ sentAt: sql`now() - interval '10 days'` });
    await t.database.db
      .update(invoices)
      .set({ dueDate: addDays(lagosClock().day, -1) })
      .where(eq(invoices.id, late.id));
    t.mail.clear();
    expect(await sendInvoiceReminders(sweepDeps())).toBe(2);
    expect(await sendInvoiceReminders(sweepDeps())).toBe(0);
    await expect
      .poll(() => t.mail.received.map((mail) => mail.subject).sort())
      .toEqual([expect.stringMatching(/^Invoice INV-\d{4}-0002 is overdue$/), expect.stringMatching(/^Reminder: invoice INV-\d{4}-0001 is due on /)]);
    const detail = async (id: string) => (await asAdmin('GET', `/api/invoices/${id}`)).json();
    expect((await detail(late.id)).status).toBe('overdue');
    expect((await detail(soon.id)).status).toBe('sent');
    expect((await detail(later.id)).history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'sent']);
    expect((await detail(soon.id)).history.map((entry: { event: string }) => entry.event)).toContain('reminder_due_soon');
    expect((await detail(late.id)).history.filter((entry: { event: string }) => entry.event === 'overdue')).toHaveLength(1);
  });

  it('mails each reminder with a link that opens the invoice', async () => {
    const { id } = await issuedInvoice({ dueDate: addDays(lagosClock().day, 2) });
    await t.database.db
      .update(invoices)
      .set({ sentAt: sql`now() - interval '10 days'` })
      .where(eq(invoices.id, id));
    t.mail.clear();
    await sendInvoiceReminders(sweepDeps());
    await expect.poll(() => t.mail.lastTo('funke@example.com')?.subject).toMatch(/^Reminder: /);
    const reminder = t.mail.lastTo('funke@example.com');
    expect(reminder?.subject).toMatch(/^Reminder: invoice INV-\d{4}-0001 is due on /);
    const token = reminder?.text.match(/\/invoices\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect((await inject({ method: 'GET', url: `/api/invoices/link/${token}` })).json()._id).toBe(id);
  });

  it('sends the invoice and each receipt as PDFs that read correctly: company, numbers, naira, VAT', async () => {
    const { id, number } = await issuedInvoice({
      discount: '10000',
      lines: [
        { description: 'Rewind 15 kW three-phase motor', quantity: 1, unitPrice: 250_000 },
        { description: 'New bearings', quantity: 2, unitPrice: '7500.25' },
      ],
    });
    await expect.poll(() => t.mail.lastTo('funke@example.com')?.pdfs.length).toBe(1);
    const invoiceText = await pdfText(t.mail.lastTo('funke@example.com')?.pdfs[0]?.content ?? Buffer.alloc(0));
    for (const words of [
      'Brightwire Electrical & Automation',
      'Plot 14, Ring Road, Challenge, Ibadan',
      '+234 803 555 0142',
      'INVOICE',
      number,
      'Funke Adeyemi',
      'New bearings',
      '₦7,500.25',
      '₦265,000.50',
      '-₦10,000',
      'VAT (7.5%)',
      '₦19,125.04',
      '₦274,125.54',
    ]) {
      expect(invoiceText, words).toContain(words);
    }
    t.mail.clear();
    await asAdmin('POST', `/api/invoices/${id}/payments`, { amount: 74_125.54, method: 'bank_transfer', receivedOn: lagosClock().day, note: 'Part payment' });
    await expect.poll(() => t.mail.lastTo('funke@example.com')?.pdfs.length).toBe(1);
    expect(t.mail.lastTo('funke@example.com')?.subject).toBe(`Receipt RCT-${year}-0001: ₦74,125.54 received`);
    const receiptText = await pdfText(t.mail.lastTo('funke@example.com')?.pdfs[0]?.content ?? Buffer.alloc(0));
    for (const words of ['RECEIPT', `RCT-${year}-0001`, 'Bank transfer', '₦74,125.54', `Invoice ${number}`, '₦200,000', 'Brightwire Electrical & Automation']) {
      expect(receiptText, words).toContain(words);
    }
    const download = await asAdmin('GET', `/api/invoices/${id}/pdf`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(download.rawPayload)).toContain('Balance due');
  });

  it('exports invoices and payments for the accountant, with the filters of the list', async () => {
    const paid = await issuedInvoice();
    await issuedInvoice({ title: 'Another job' });
    await asAdmin('POST', `/api/invoices/${paid.id}/payments`, { amount: 268_750, method: 'cash', receivedOn: lagosClock().day, note: '=HYPERLINK("x")' });
    const all = parse((await asAdmin('GET', '/api/invoices/export.csv')).body.slice(1));
    expect(all).toHaveLength(3);
    const paidOnly = parse((await asAdmin('GET', '/api/invoices/export.csv?view=paid')).body.slice(1));
    expect(paidOnly.slice(1).map((row: string[]) => [row[1], row[2], row[10], row[12]])).toEqual([[paid.number, 'paid', '268750.00', '0.00']]);
    const payments = parse((await asAdmin('GET', `/api/invoices/payments.csv?from=${lagosClock().day}`)).body.slice(1));
    expect(payments.slice(1).map((row: string[]) => [row[1], row[3], row[5], row[6], row[8]])).toEqual([[`RCT-${year}-0001`, paid.number, 'Cash', '268750.00', '\'=HYPERLINK("x")']]);
    expect((await inject({ method: 'GET', url: '/api/invoices/payments.csv' })).statusCode).toBe(401);
  });

  it('shows a signed-in customer their invoices by confirmed e-mail, with their receipts, and no one else\u2019s', async () => {
    const { id } = await issuedInvoice();
    await asAdmin('POST', '/api/invoices', roofingInvoice());
    const owner = await signedInAs(t.app, t.database.db, 'funke@example.com');
    const stranger = await signedInAs(t.app, t.database.db, 'tunde@example.com');
    expect((await inject({ method: 'GET', url: '/api/invoices/mine?limit=5', cookies: owner })).json().invoices.map((invoice: { _id: string }) => invoice._id)).toEqual([id]);
    expect((await inject({ method: 'GET', url: `/api/invoices/mine/${id}`, cookies: stranger })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/invoices/mine/${id}/pay`, cookies: stranger })).statusCode).toBe(404);
    const payment = (await asAdmin('POST', `/api/invoices/${id}/payments`, { amount: 1000, method: 'cash', receivedOn: lagosClock().day })).json().payments[0]._id;
    expect((await inject({ method: 'GET', url: `/api/invoices/mine/${id}/receipts/${payment}/pdf`, cookies: owner })).headers['content-type']).toBe('application/pdf');
    expect((await inject({ method: 'GET', url: `/api/invoices/mine/${id}/receipts/${payment}/pdf`, cookies: stranger })).statusCode).toBe(404);
    const { id: otherId } = await issuedInvoice({ customer: { name: 'Tunde Bello', email: 'tunde@example.com', phone: '08035550111', address: '' } });
    expect((await inject({ method: 'GET', url: `/api/invoices/mine/${otherId}/receipts/${payment}/pdf`, cookies: stranger })).statusCode).toBe(404);
  });

  it('counts service work on the dashboard apart from the shop', async () => {
    await sendNewQuote(t.app, admin);
    const overdue = await issuedInvoice({ dueDate: addDays(lagosClock().day, 1) });
    await t.database.db
      .update(invoices)
      .set({ dueDate: addDays(lagosClock().day, -3), sentAt: sql`now() - interval '20 days'` })
      .where(eq(invoices.id, overdue.id));
    await sendInvoiceReminders(sweepDeps());
    const part = await issuedInvoice({ title: 'Part paid' });
    await asAdmin('POST', `/api/invoices/${part.id}/payments`, { amount: 68_750, method: 'cash', receivedOn: lagosClock().day });
    const dashboard = (await asAdmin('GET', '/api/admin/dashboard')).json();
    expect(dashboard.services).toEqual({
      quotesAwaitingAnswer: 1,
      invoicesOutstanding: 2,
      outstandingBalance: 468_750,
      invoicesOverdue: 1,
      overdueBalance: 268_750,
      collectedThisMonth: 68_750,
      refundDue: 0,
      refundDueDocuments: 0,
      refundsPending: 0,
    });
    expect(dashboard.revenue.thisMonth).toBe(0);
  });
});
