import type { InjectOptions } from 'fastify';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../contracts/invoices';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { paymentMessages } from '../../../contracts/payments';
import { quoteMessages } from '../../../contracts/quotes';
import { servicePayments } from './tables';
import { quotes } from '../quotes/tables';
import { testDatabases } from '../../testing/databases';
import { sweepDepsOf } from '../../testing/sweep-deps';
import { useServiceMoney } from '../../testing/service-money';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';
import { sendInvoiceReminders } from './reminders';
import { inOrder, orders } from '../../testing/orders-of-events';

/** Roofing invoice: ₦250,000 and VAT, ₦268,750 in all. */
const invoiceTotal = 268_750;

describe.each(testDatabases())('money for service work settles once, against what is owed, on the $name database', (testDatabase) => {
  const { t, on, asAdmin, admin, payPage, issuedInvoice, openInvoicePage, acceptedQuote, invoiceOf } = useServiceMoney(testDatabase, { twoServers: true });
  const customer = (method: InjectOptions['method'], url: string, server: 0 | 1 = 0) => on(server, { method, url });
  const receiptsMailed = () => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt '));

  describe.each(orders)('%s', (order) => {
    it('puts a deposit paid while the office makes the invoice from the quote on that invoice, on two servers', async () => {
      const quote = await acceptedQuote();
      const reference = (await customer('POST', `/api/quotes/link/${quote.token}/deposit`)).json().reference as string;
      t.paystack.settle(reference, { status: 'success' });
      const [, made] = await inOrder(
        order,
        () => payPage(reference, 1),
        () => asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(lagosClock().day, 14) }),
      );
      expect(made.statusCode).toBe(201);
      const invoice = await invoiceOf(made.json()._id);
      expect(invoice).toMatchObject({ total: quote.total, paid: quote.deposit, balance: Math.round((quote.total - quote.deposit) * 100) / 100, credit: 0 });
      expect(invoice.payments).toEqual([expect.objectContaining({ amount: quote.deposit, deposit: true, settled: quote.deposit, credited: 0 })]);
      const rows = await t.database.db.select().from(servicePayments);
      expect(rows.map((row) => row.invoiceId)).toEqual([invoice._id]);
      const [quoteRow] = await t.database.db.select().from(quotes);
      expect(quoteRow?.depositPaidKobo).toBe(Math.round(quote.deposit * 100));
    });

    it('keeps what a stale page takes after the office recorded a transfer as a credit, never as paid beyond the total', async () => {
      const { id, token } = await issuedInvoice();
      const reference = await openInvoicePage(token);
      t.paystack.settle(reference, { status: 'success' });
      const [, recorded] = await inOrder(
        order,
        () => payPage(reference, 1),
        () => asAdmin('POST', `/api/invoices/${id}/payments`, { amount: invoiceTotal, method: 'bank_transfer', receivedOn: lagosClock().day }),
      );
      expect(recorded.statusCode).toBe(201);
      const invoice = await invoiceOf(id);
      expect(invoice).toMatchObject({ status: 'paid', total: invoiceTotal, paid: invoiceTotal, balance: 0, credit: invoiceTotal });
      expect(invoice.payments.map((payment: { amount: number; settled: number; credited: number }) => payment.settled + payment.credited)).toEqual([invoiceTotal, invoiceTotal]);
      await expect.poll(() => receiptsMailed().length).toBe(2);
      await expect.poll(() => t.mail.received.some((mail) => mail.to.includes('office@brightwire.ng') && mail.subject.includes('to refund or apply'))).toBe(true);
      expect(receiptsMailed().some((mail) => mail.text.includes('kept as a credit'))).toBe(true);
      expect(receiptsMailed().some((mail) => mail.text.includes('The invoice is now paid in full.') && mail.text.includes('kept as a credit'))).toBe(false);
    });

    it('keeps money taken on a page of an invoice voided meanwhile as a credit on the void invoice', async () => {
      const { id, token } = await issuedInvoice();
      const reference = await openInvoicePage(token);
      t.paystack.settle(reference, { status: 'success' });
      const [, voided] = await inOrder(
        order,
        () => payPage(reference, 1),
        () => asAdmin('POST', `/api/invoices/${id}/void`, { reason: 'Raised in error' }),
      );
      const invoice = await invoiceOf(id);
      expect(invoice.paid).toBeLessThanOrEqual(invoice.total);
      if (voided.statusCode === 200) expect(invoice).toMatchObject({ status: 'void', paid: 0, credit: invoiceTotal });
      else {
        expect([voided.statusCode, voided.json().message]).toEqual([409, invoiceMessages.cannotVoid]);
        expect(invoice).toMatchObject({ status: 'paid', paid: invoiceTotal, credit: 0 });
      }
      if (order === 'second then first') expect(invoice.status).toBe('void');
      if (order === 'first then second') expect(invoice.status).toBe('paid');
    });

    it('settles an invoice once when two of its pages are paid, and credits the second', async () => {
      const { id, token } = await issuedInvoice();
      const declined = await openInvoicePage(token);
      t.paystack.settle(declined, { status: 'failed', gateway_response: 'Declined' });
      expect((await customer('GET', `/api/payments/services/${declined}`)).json().status).toBe('failed');
      const second = await openInvoicePage(token);
      expect(second).not.toBe(declined);
      await inOrder(
        order,
        () => payPage(declined, 0),
        () => payPage(second, 1),
      );
      expect(await invoiceOf(id)).toMatchObject({ status: 'paid', paid: invoiceTotal, balance: 0, credit: invoiceTotal });
      expect(await t.database.db.$count(servicePayments)).toBe(2);
    });
  });

  it('closes a page when what is owed changes, and tells the customer who comes back to it what is owed now', async () => {
    const { id, token } = await issuedInvoice();
    const reference = await openInvoicePage(token);
    await asAdmin('POST', `/api/invoices/${id}/payments`, { amount: 100_000, method: 'bank_transfer', receivedOn: lagosClock().day });
    const back = await customer('GET', `/api/payments/services/${reference}`, 1);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'replaced', replaced: true, amount: invoiceTotal, owed: 168_750, message: paymentMessages.pageReplaced });
    const fresh = await openInvoicePage(token);
    expect(fresh).not.toBe(reference);
    expect(t.paystack.transactions.get(fresh)?.amount).toBe(16_875_000);
  });

  it('keeps every link mailed for an open invoice or quote working through resends and reminders', async () => {
    const { id, token } = await issuedInvoice({ dueDate: addDays(lagosClock().day, 2) });
    const again = await asAdmin('POST', `/api/invoices/${id}/send`);
    expect(again.statusCode).toBe(200);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update invoices set sent_at = now() - interval '10 days'`);
    expect(await sendInvoiceReminders(sweepDepsOf(t))).toBe(1);
    for (const link of [token, (again.json().link as string).split('/').at(-1) ?? '']) {
      expect((await customer('GET', `/api/invoices/link/${link}`)).json()._id).toBe(id);
    }
    const quote = await sendNewQuote(t.app, admin(), solarQuote());
    expect((await asAdmin('POST', `/api/quotes/${quote.id}/send`)).statusCode).toBe(200);
    expect((await customer('GET', `/api/quotes/link/${quote.token}`)).json()._id).toBe(quote.id);
  });

  it('refuses a document whose total would pass ₦10,000,000,000 with a 400, stores nothing, and the lists still answer', async () => {
    const huge = Array.from({ length: 100 }, (_, index) => ({ description: `Item ${index}`, quantity: 10_000, unitPrice: 100_000_000 }));
    const twoBig = [
      { description: 'Turbine', quantity: 10_000, unitPrice: 100_000_000 },
      { description: 'Another', quantity: 2, unitPrice: 1 },
    ];
    for (const lines of [huge, twoBig]) {
      const quote = await asAdmin('POST', '/api/quotes', solarQuote({ lines }));
      expect([quote.statusCode, quote.json().message]).toEqual([400, quoteMessages.totalTooLarge]);
      const invoice = await asAdmin('POST', '/api/invoices', roofingInvoice({ lines }));
      expect([invoice.statusCode, invoice.json().message]).toEqual([400, quoteMessages.totalTooLarge]);
    }
    expect(await t.database.db.$count(quotes)).toBe(0);
    expect((await asAdmin('GET', '/api/quotes?limit=20')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/invoices?limit=20')).statusCode).toBe(200);
  });

  it('answers 404 for a new quote from a message or a booking that does not exist, and stores nothing', async () => {
    const message = await asAdmin('POST', '/api/quotes', solarQuote({ sourceMessageId: '0b7b6f8e-3f0a-4c51-9d7e-1f6a2b3c4d5e' }));
    expect([message.statusCode, message.json().message]).toEqual([404, 'Message not found']);
    const booking = await asAdmin('POST', '/api/quotes', solarQuote({ sourceBookingId: '0b7b6f8e-3f0a-4c51-9d7e-1f6a2b3c4d5e' }));
    expect([booking.statusCode, booking.json().message]).toEqual([404, 'Booking not found']);
    expect(await t.database.db.$count(quotes)).toBe(0);
  });

  it('draws the invoice PDF with no two pieces of text over each other, payment lines and "Balance due" included', async () => {
    const quote = await acceptedQuote();
    const reference = (await customer('POST', `/api/quotes/link/${quote.token}/deposit`)).json().reference as string;
    await payPage(reference);
    const made = (await asAdmin('POST', `/api/quotes/${quote.id}/invoice`, { dueDate: addDays(lagosClock().day, 14) })).json();
    await asAdmin('POST', `/api/invoices/${made._id}/send`);
    await asAdmin('POST', `/api/invoices/${made._id}/payments`, { amount: 1000, method: 'bank_transfer', receivedOn: addDays(lagosClock().day, -1), note: 'First part' });
    const pdf = await asAdmin('GET', `/api/invoices/${made._id}/pdf`);
    const boxes = await textBoxes(pdf.rawPayload);
    expect(boxes.map((box) => box.text)).toContain('Balance due');
    expect(overlapping(boxes)).toEqual([]);
  });
});

type TextBox = { text: string; page: number; left: number; right: number; bottom: number; top: number };

/** Every piece of text on the PDF's pages, with the box it is drawn in. */
async function textBoxes(pdf: Buffer): Promise<TextBox[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const boxes: TextBox[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      boxes.push({ text: item.str, page: number, left: x, right: x + item.width, bottom: y, top: y + item.height });
    }
  }
  return boxes;
}

/**
 * Pairs of text drawn over each other. A shared edge or a hair's breadth does not count, nor do the pieces
 * of one line that the PDF keeps apart for kerning ('VAT (7' and '.5%)' touch on their baseline).
 */
function overlapping(boxes: TextBox[]): string[] {
  const found: string[] = [];
  const hair = 0.5;
  const kerning = 3;
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      const sameLine = Math.abs(a.bottom - b.bottom) < hair;
      if (across > (sameLine ? kerning : hair) && down > hair) found.push(`${a.text} / ${b.text}`);
    }
  });
  return found;
}
