import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../contracts/booking';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { linkIn } from '../../testing/mail-catcher';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())('customers in one place on the $name database (issue 24 item 3)', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => t.app.inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });
  const book = (person: { name: string; email: string; phone: string; address?: string }) =>
    t.app.inject({ method: 'POST', url: '/api/booking', payload: { ...person, service: 'Solar Services', date: addDays(lagosClock().day, 3), time: '10:00', note: '' } });

  it('lists every person once, matched by phone in any writing or by e-mail, across bookings, messages, quotes and invoices', async () => {
    expect((await book({ name: 'Adewale Okonkwo', email: '', phone: '0803 555 0123' })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Adewale O.', phone: '+234 803-555-0123', email: 'adewale@example.com', message: 'About my quote' } });
    await sendNewQuote(t.app, admin);
    await asAdmin('POST', '/api/invoices', roofingInvoice());
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Kunle Balogun', phone: '0803 777 0017', message: 'Call me' } });
    const list = (await asAdmin('GET', '/api/customers?limit=10')).json();
    expect(list.customers.map((customer: { name: string }) => customer.name).sort()).toEqual(['Adewale Okonkwo', 'Funke Adeyemi', 'Kunle Balogun']);
    const page = (await asAdmin('GET', '/api/customers?limit=2')).json();
    expect(page.customers).toHaveLength(2);
    expect((await asAdmin('GET', `/api/customers?limit=2&cursor=${page.nextCursor}`)).json().customers).toHaveLength(1);
    for (const q of ['2348035550123', '0803 555 0123', 'adewale@', 'Okonkwo']) {
      expect(
        (await asAdmin('GET', `/api/customers?q=${encodeURIComponent(q)}`)).json().customers.map((customer: { name: string }) => customer.name),
        q,
      ).toEqual(['Adewale Okonkwo']);
    }
  });

  it('shows a customer with their bookings, messages, quotes, invoices and credit, and the notes admins add', async () => {
    await book({ name: 'Adewale Okonkwo', email: 'adewale@example.com', phone: '08035550123' });
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Adewale Okonkwo', phone: '0803 555 0123', message: 'Hello' } });
    const quote = await sendNewQuote(t.app, admin);
    await asAdmin('POST', '/api/invoices', roofingInvoice({ customer: { name: 'Adewale Okonkwo', email: '', phone: '+2348035550123', address: '' } }));
    await sendNewQuote(t.app, admin, solarQuote({ customer: { name: 'Someone Else', email: 'else@example.com', phone: '0809 000 0000', address: '' } }));
    const [listed] = (await asAdmin('GET', '/api/customers?q=adewale')).json().customers;
    const detail = await asAdmin('GET', `/api/customers/${listed._id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.customer).toMatchObject({ name: 'Adewale Okonkwo', email: 'adewale@example.com', phone: expect.stringMatching(/^0803 ?555 ?0123$/) });
    expect(body.bookings).toHaveLength(1);
    expect(body.messages).toHaveLength(1);
    expect(body.quotes.map((entry: { _id: string }) => entry._id)).toEqual([quote.id]);
    expect(body.invoices).toHaveLength(1);
    expect(body).toMatchObject({ credit: 0, notes: [], orders: [] });

    const customer = await signedInAs(t.app, t.database.db, 'someone@example.com');
    const refused = await t.app.inject({ method: 'POST', url: `/api/customers/${listed._id}/notes`, cookies: customer, payload: { body: 'Pays late' } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/customers/${listed._id}`, cookies: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    const noted = await asAdmin('POST', `/api/customers/${listed._id}/notes`, { body: 'Prefers calls after 4 pm' });
    expect(noted.statusCode).toBe(201);
    expect((await asAdmin('POST', `/api/customers/${listed._id}/notes`, { body: ' ' })).statusCode).toBe(400);
    expect((await asAdmin('GET', `/api/customers/${listed._id}`)).json().notes).toMatchObject([{ body: 'Prefers calls after 4 pm', writtenBy: 'admin@brightwire.ng' }]);
    expect((await asAdmin('GET', '/api/customers/0b7c2f3e-1a4d-4e5f-9a6b-7c8d9e0f1a2b')).statusCode).toBe(404);
  });

  it('makes one customer of a phone-only and an e-mail-only record once the office names both, keeping the notes of each', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Bisi Adebayo', phone: '0805 111 2233', message: 'Please call me' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Bisi Adebayo', email: 'bisi@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const halves = (await asAdmin('GET', '/api/customers?q=bisi')).json().customers as { _id: string; phone: string }[];
    expect(halves).toHaveLength(2);
    for (const [index, half] of halves.entries()) expect((await asAdmin('POST', `/api/customers/${half._id}/notes`, { body: `Note ${index + 1}` })).statusCode).toBe(201);

    expect((await asAdmin('POST', '/api/quotes', solarQuote({ customer: { name: 'Bisi Adebayo', email: 'bisi@example.com', phone: '+234 805 111 2233', address: '' } }))).statusCode).toBe(201);
    const [one, ...others] = (await asAdmin('GET', '/api/customers?q=bisi')).json().customers as { _id: string }[];
    expect(others).toEqual([]);
    const detail = (await asAdmin('GET', `/api/customers/${one?._id}`)).json();
    expect(detail.customer).toMatchObject({ name: 'Bisi Adebayo', email: 'bisi@example.com', phone: '0805 111 2233' });
    expect(detail.notes.map((note: { body: string }) => note.body).sort()).toEqual(['Note 1', 'Note 2']);
    expect([detail.messages.length, detail.quotes.length]).toEqual([1, 1]);
    const gone = halves.find((half) => half._id !== one?._id);
    expect((await asAdmin('GET', `/api/customers/${gone?._id}`)).statusCode).toBe(404);
  });

  it('makes one customer of the two halves when two of the office’s records naming both arrive at once', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Tunde Bakare', phone: '0806 222 3344', message: 'Please call me' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Tunde Bakare', email: 'tunde@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const customer = { name: 'Tunde Bakare', email: 'tunde@example.com', phone: '08062223344', address: '' };
    const answers = await Promise.all([asAdmin('POST', '/api/quotes', solarQuote({ customer })), asAdmin('POST', '/api/invoices', roofingInvoice({ customer }))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const listed = (await asAdmin('GET', '/api/customers?q=tunde')).json().customers;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ email: 'tunde@example.com', phone: '0806 222 3344' });
  });

  it('lets no visitor rename, re-address, re-key or join the office’s customers by booking with their phone (security finding N1)', async () => {
    await asAdmin('POST', '/api/quotes', solarQuote());
    const impostor = { name: 'Mallam Impostor', phone: '+234 803 555 0123', email: 'impostor@example.com', address: '99 Elsewhere Street, Lagos' };
    const booked = await book(impostor);
    expect(booked.statusCode).toBe(201);
    const listed = (await asAdmin('GET', '/api/customers?limit=10')).json().customers;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Adewale Okonkwo', email: 'adewale@example.com', phone: '0803 555 0123', address: '12 Awolowo Avenue, Bodija, Ibadan' });
    // The booking keeps what the visitor said as its own facts.
    expect((await asAdmin('GET', `/api/booking/${booked.json()._id}`)).json()).toMatchObject({ name: impostor.name, email: impostor.email, address: impostor.address });

    // A phone-only row and an e-mail-only row stay two when a visitor's booking or message names both.
    await asAdmin('POST', '/api/invoices', roofingInvoice({ customer: { name: 'Kemi Phone', email: '', phone: '0805 111 2233', address: '' } }));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Kemi Mail', email: 'kemi@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    expect((await book({ name: 'Someone Joining', email: 'kemi@example.com', phone: '08051112233', address: '' })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Someone Joining', email: 'KEMI@example.com', phone: '0805 111 2233', message: 'Hello' } });
    const kemi = (await asAdmin('GET', '/api/customers?q=kemi')).json().customers as { name: string; email: string; phone: string }[];
    expect(kemi.map((row) => [row.name, row.email, row.phone]).sort()).toEqual([
      ['Kemi Mail', 'kemi@example.com', ''],
      ['Kemi Phone', '', '0805 111 2233'],
    ]);
  });

  it('adds a visitor to the directory only when neither their phone nor their e-mail is known, and believes a sign-up once its e-mail is confirmed', async () => {
    expect((await book({ name: 'New Visitor', email: 'new@example.com', phone: '0809 123 4567' })).statusCode).toBe(201);
    await asAdmin('POST', '/api/invoices', roofingInvoice());
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Funke A. Adeyemi', email: 'FUNKE@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const rows = async () =>
      ((await asAdmin('GET', '/api/customers?limit=10')).json().customers as { name: string; email: string; phone: string }[]).map((row) => [row.name, row.email, row.phone]).sort();
    expect(await rows()).toEqual([
      ['Funke Adeyemi', 'funke@example.com', '08155550177'],
      ['New Visitor', 'new@example.com', '0809 123 4567'],
    ]);
    const token = linkIn(t.mail.lastTo('funke@example.com'), '/activate').split('/').at(-1);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` })).statusCode).toBe(200);
    expect(await rows()).toEqual([
      ['Funke A. Adeyemi', 'funke@example.com', '08155550177'],
      ['New Visitor', 'new@example.com', '0809 123 4567'],
    ]);
  });

  it('copies a booking’s details onto the customer when the office presses for it, joining the halves it names', async () => {
    await asAdmin('POST', '/api/quotes', solarQuote());
    const moved = (await book({ name: 'Adewale Okonkwo Jr', phone: '08035550123', email: 'adewale@example.com', address: '7 New Layout, Ibadan' })).json();
    const copied = await asAdmin('POST', `/api/booking/${moved._id}/customer`);
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ customerId: expect.any(String), message: bookingMessages.detailsCopied });
    const detail = (await asAdmin('GET', `/api/customers/${copied.json().customerId}`)).json();
    expect(detail.customer).toMatchObject({ name: 'Adewale Okonkwo Jr', email: 'adewale@example.com', phone: '0803 555 0123', address: '7 New Layout, Ibadan' });

    await asAdmin('POST', '/api/invoices', roofingInvoice({ customer: { name: 'Kemi Phone', email: '', phone: '0805 111 2233', address: '' } }));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Kemi Mail', email: 'kemi@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const both = (await book({ name: 'Kemi Adeyemi', email: 'kemi@example.com', phone: '08051112233', address: '3 Ring Road' })).json();
    const joined = (await asAdmin('POST', `/api/booking/${both._id}/customer`)).json();
    const kemi = (await asAdmin('GET', '/api/customers?q=kemi')).json().customers;
    expect(kemi).toHaveLength(1);
    expect(kemi[0]).toMatchObject({ _id: joined.customerId, name: 'Kemi Adeyemi', email: 'kemi@example.com', phone: '0805 111 2233', address: '3 Ring Road' });

    const customer = await signedInAs(t.app, t.database.db, 'someone@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/api/booking/${both._id}/customer`, cookies: customer })).statusCode).toBe(403);
    expect((await asAdmin('POST', '/api/booking/0b7c2f3e-1a4d-4e5f-9a6b-7c8d9e0f1a2b/customer')).statusCode).toBe(404);
  });
});
