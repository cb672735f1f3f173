import { extractText, getDocumentProxy } from 'unpdf';
import { addDays, formatDay, lagosClock } from '../../../contracts/lagos-time';
import { ownAccountWords, transferMessages } from '../../../contracts/transfers';
import { paymentSweepDepsOf } from '../../testing/sweep-deps';
import { sendNewQuote, solarQuote } from '../../testing/service-work';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';
import { customerMessages } from '../messages/tables';
import { virtualAccounts } from '../payments/tables';
import { giveCustomersAccountNumbers } from './account-numbers';
import { customers } from './tables';

describe.each(testDatabases())("each customer's own account number, on the $name database", (testDatabase) => {
  const { t, admin, asAdmin, webhook, issuedInvoice, invoiceOf, on } = useServiceMoney(testDatabase, { environment: { PAYSTACK_DEDICATED_ACCOUNTS: 'test-bank' } });
  const deps = () => paymentSweepDepsOf(t);
  const pdfText = async (url: string) => {
    const answer = await asAdmin('GET', url);
    expect(answer.statusCode).toBe(200);
    return (await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true })).text;
  };
  const signed = async ({ body, signature }: { body: string; signature: string }) => expect((await webhook(body, signature)).statusCode).toBe(200);

  it('asks Paystack once for a customer with a phone and an e-mail, and shows the number on their invoices and their page once assigned', async () => {
    const { id, token } = await issuedInvoice();
    // Someone who wrote in with an e-mail alone: Paystack asks for a phone, so they are not asked for.
    await t.database.db.insert(customers).values({ name: 'Kemi Lawal', email: 'kemi@example.com', emailKey: 'kemi@example.com' });
    await giveCustomersAccountNumbers(deps());
    await giveCustomersAccountNumbers(deps());
    expect(t.paystack.assignCalls).toEqual([expect.objectContaining({ email: 'funke@example.com', first_name: 'Funke', last_name: 'Adeyemi', phone: '08155550177', preferred_bank: 'test-bank' })]);
    expect(await invoiceOf(id)).toMatchObject({ virtualAccount: null });

    await signed(t.paystack.assignWebhook('funke@example.com', '9930000123'));
    const shown = { bankName: 'Test Bank', accountNumber: '9930000123', accountName: 'BRIGHTWIRE/funke@example.com' };
    expect(await invoiceOf(id)).toMatchObject({ virtualAccount: shown });
    expect((await on(0, { method: 'GET', url: `/api/invoices/link/${token}` })).json()).toMatchObject({ virtualAccount: shown });
    const listed = (await asAdmin('GET', '/api/customers?q=funke')).json();
    const customer = (await asAdmin('GET', `/api/customers/${listed.customers?.[0]?._id ?? listed[0]?._id}`)).json();
    expect(customer.customer).toMatchObject({ virtualAccount: shown });

    // The invoice's and the quote's PDFs say to pay into it, instead of the company's account.
    const invoicePdf = await pdfText(`/api/invoices/${id}/pdf`);
    // The PDF draws its headings in capitals.
    expect(invoicePdf).toContain(ownAccountWords.heading.toUpperCase());
    expect(invoicePdf).toContain('Account number: 9930000123');
    const quote = await sendNewQuote(t.app, admin(), solarQuote({ customer: { name: 'Funke Adeyemi', email: 'funke@example.com', phone: '08155550177', address: '4 Ring Road, Ibadan' } }));
    expect(await pdfText(`/api/quotes/${quote.id}/pdf`)).toContain(ownAccountWords.heading.toUpperCase());
    // So do the quote's and the invoice's mails.
    const lastMailTo = (subject: RegExp) => t.mail.received.filter((mail) => mail.to.includes('funke@example.com') && subject.test(mail.subject)).at(-1);
    const ownAccountLine = 'pay into your own account number: Test Bank, account name BRIGHTWIRE/funke@example.com, account number 9930000123';
    expect(lastMailTo(/^Your quote/)?.text).toContain(ownAccountLine);
    expect((await asAdmin('POST', `/api/invoices/${id}/send`)).statusCode).toBe(200);
    expect(lastMailTo(/^Invoice /)?.text).toContain(ownAccountLine);
    // And their phone: WhatsApp's template says where to transfer (its SMS keeps to the link).
    const toPhone = await t.database.db.select().from(customerMessages).where(eq(customerMessages.event, 'invoice_sent')).orderBy(customerMessages.createdAt);
    expect(toPhone.map((message) => [message.template, message.templateValues.slice(5)])).toEqual([
      ['invoiceLink', []],
      ['invoiceLinkOwnAccount', ['9930000123', 'Test Bank', 'BRIGHTWIRE/funke@example.com']],
    ]);

    // Money paid into it settles the invoice by itself.
    await signed(t.paystack.transferWebhook({ reference: 'DVA-1', amount: 26_875_000, accountNumber: '9930000123', email: 'funke@example.com' }));
    expect(await invoiceOf(id)).toMatchObject({ status: 'paid', balance: 0 });
  });

  it("asks the bank again for a customer's transfers on the day the office names, once they have an account number", async () => {
    await issuedInvoice();
    const id = ((await asAdmin('GET', '/api/customers?q=funke')).json().customers[0]._id as string) ?? '';
    const requery = (day: string) => asAdmin('POST', `/api/customers/${id}/account-number/requery`, { day });
    const today = lagosClock().day;
    const none = await requery(today);
    expect([none.statusCode, none.json().message]).toEqual([404, transferMessages.noOwnAccount]);

    await giveCustomersAccountNumbers(deps());
    await signed(t.paystack.assignWebhook('funke@example.com', '9930000123'));
    const yesterday = addDays(today, -1);
    const asked = await requery(yesterday);
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: transferMessages.requeryAsked('9930000123', formatDay(yesterday)) }]);
    expect(t.paystack.requeryCalls).toEqual([{ accountNumber: '9930000123', providerSlug: 'test-bank', date: yesterday }]);

    for (const day of [addDays(today, 1), addDays(today, -31), '2026-02-30']) expect((await requery(day)).statusCode).toBe(400);
    t.paystack.listingUnreachable(true);
    const unreachable = await requery(today);
    expect([unreachable.statusCode, unreachable.json().message]).toEqual([502, transferMessages.requeryUnreachable]);
    expect(t.paystack.requeryCalls).toHaveLength(1);
    expect((await on(0, { method: 'POST', url: `/api/customers/${id}/account-number/requery`, payload: { day: today } })).statusCode).toBe(401);
  });

  it('keeps a failed assignment for the office and shows no number', async () => {
    const { id } = await issuedInvoice();
    await giveCustomersAccountNumbers(deps());
    await signed(t.paystack.assignWebhook('funke@example.com', null));
    expect(await t.database.db.select().from(virtualAccounts)).toEqual([expect.objectContaining({ emailKey: 'funke@example.com', status: 'failed', accountNumber: null })]);
    expect(await invoiceOf(id)).toMatchObject({ virtualAccount: null });
  });

  it('asks for nothing while the company has not turned them on', async () => {
    await issuedInvoice();
    await giveCustomersAccountNumbers({ ...deps(), config: { ...t.config, dedicatedAccountsBank: undefined } });
    expect(t.paystack.assignCalls).toEqual([]);
  });
});
