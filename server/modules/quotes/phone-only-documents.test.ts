import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice, solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';

const phoneOnly = { name: 'Kunle Balogun', email: '', phone: '0803 777 0017', address: 'Oke-Ado, Ibadan' };

describe.each(testDatabases())('quotes and invoices for a customer with a phone and no e-mail, on the $name database (issue 24)', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, paystack: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://brightwire.test' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => t.app.inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });

  it('saves a quote with a phone and no e-mail, and shares its private link by WhatsApp and SMS without mailing anyone', async () => {
    const created = await asAdmin('POST', '/api/quotes', solarQuote({ customer: phoneOnly }));
    expect(created.statusCode).toBe(201);
    expect(created.json().customer).toEqual(phoneOnly);
    t.mail.clear();
    const sent = await asAdmin('POST', `/api/quotes/${created.json()._id}/send`);
    expect(sent.statusCode).toBe(200);
    const { link, whatsappUrl, smsUrl, mailed } = sent.json();
    expect(mailed).toBe(false);
    expect(whatsappUrl.startsWith('https://wa.me/2348037770017?text=')).toBe(true);
    expect(decodeURIComponent(whatsappUrl.split('text=')[1])).toContain(link);
    expect(smsUrl.startsWith('sms:+2348037770017?body=')).toBe(true);
    expect(decodeURIComponent(smsUrl.split('body=')[1])).toContain(link);
    expect(sent.json().quote.history.at(-1)).toMatchObject({ event: 'sent', note: 'Shared by link with 0803 777 0017' });
    const token = link.split('/').at(-1);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/quotes/link/${token}/accept`, payload: { name: 'Kunle Balogun' } });
    expect(accepted.json().status).toBe('accepted');
    await expect.poll(() => t.mail.lastTo('office@brightwire.ng')?.subject).toMatch(/accepted by Kunle Balogun/);
    expect(t.mail.lastTo('office@brightwire.ng')?.text).toContain('Customer: Kunle Balogun, 0803 777 0017');
    expect(t.mail.received.filter((mail) => mail.to !== 'office@brightwire.ng')).toEqual([]);
    const deposit = await t.app.inject({ method: 'POST', url: `/api/quotes/link/${token}/deposit` });
    expect(deposit.statusCode).toBe(200);
    expect([...t.paystack.transactions.values()].at(-1)?.email).toBe('office@brightwire.ng');
  });

  it('still mails a quote with an e-mail, and says so', async () => {
    const created = await asAdmin('POST', '/api/quotes', solarQuote());
    const sent = (await asAdmin('POST', `/api/quotes/${created.json()._id}/send`)).json();
    expect(sent.mailed).toBe(true);
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.subject).toMatch(/^Your quote/);
  });

  it('issues an invoice with a phone and no e-mail, shared by its link and mailed to no one', async () => {
    const created = await asAdmin('POST', '/api/invoices', roofingInvoice({ customer: phoneOnly }));
    expect(created.statusCode).toBe(201);
    t.mail.clear();
    const sent = await asAdmin('POST', `/api/invoices/${created.json()._id}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ mailed: false, smsUrl: expect.stringMatching(/^sms:\+2348037770017\?body=/) });
    expect(decodeURIComponent(sent.json().smsUrl.split('body=')[1])).toContain(sent.json().link);
    const token = sent.json().link.split('/').at(-1);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/link/${token}` })).statusCode).toBe(200);
    expect(t.mail.received).toEqual([]);
  });

  it('reads a price typed as 310,000 or ₦310,000.50 as that amount', async () => {
    const created = await asAdmin(
      'POST',
      '/api/quotes',
      solarQuote({
        customer: phoneOnly,
        chargeVat: false,
        discount: '0',
        depositPercent: 0,
        lines: [
          { description: 'Panel', quantity: 1, unitPrice: '310,000' },
          { description: 'Cable', quantity: 1, unitPrice: '₦310,000.50' },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ subtotal: 620_000.5, total: 620_000.5 });
    const refused = await asAdmin('POST', '/api/quotes', solarQuote({ lines: [{ description: 'Panel', quantity: 1, unitPrice: '31,0000' }] }));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Unit price must be a number in naira, such as 2500 or 1250.50']);
  });

  it('still asks for a phone when there is no e-mail', async () => {
    const refused = await asAdmin('POST', '/api/quotes', solarQuote({ customer: { ...phoneOnly, phone: '' } }));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Phone is required']);
  });
});
