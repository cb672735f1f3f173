import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { roofingInvoice, sendNewQuote, solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())('customers in one place on the $name database (issue 24 item 3)', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => t.app.inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });
  const book = (person: { name: string; email: string; phone: string }) =>
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
      expect((await asAdmin('GET', `/api/customers?q=${encodeURIComponent(q)}`)).json().customers.map((customer: { name: string }) => customer.name), q).toEqual(['Adewale Okonkwo']);
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

  it('makes one customer of a phone-only and an e-mail-only record once a record names both, keeping the notes of each', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Bisi Adebayo', phone: '0805 111 2233', message: 'Please call me' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Bisi Adebayo', email: 'bisi@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const halves = (await asAdmin('GET', '/api/customers?q=bisi')).json().customers as { _id: string; phone: string }[];
    expect(halves).toHaveLength(2);
    for (const [index, half] of halves.entries()) expect((await asAdmin('POST', `/api/customers/${half._id}/notes`, { body: `Note ${index + 1}` })).statusCode).toBe(201);

    expect((await book({ name: 'Bisi Adebayo', email: 'bisi@example.com', phone: '+234 805 111 2233' })).statusCode).toBe(201);
    const [one, ...others] = (await asAdmin('GET', '/api/customers?q=bisi')).json().customers as { _id: string }[];
    expect(others).toEqual([]);
    const detail = (await asAdmin('GET', `/api/customers/${one?._id}`)).json();
    expect(detail.customer).toMatchObject({ name: 'Bisi Adebayo', email: 'bisi@example.com', phone: '0805 111 2233' });
    expect(detail.notes.map((note: { body: string }) => note.body).sort()).toEqual(['Note 1', 'Note 2']);
    expect([detail.messages.length, detail.bookings.length]).toEqual([1, 1]);
    const gone = halves.find((half) => half._id !== one?._id);
    expect((await asAdmin('GET', `/api/customers/${gone?._id}`)).statusCode).toBe(404);
  });

  it('makes one customer of the two halves when two records naming both arrive at once', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Tunde Bakare', phone: '0806 222 3344', message: 'Please call me' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Tunde Bakare', email: 'tunde@example.com', password: 'sunlight42' } })).statusCode).toBe(201);
    const both = { name: 'Tunde Bakare', email: 'tunde@example.com', phone: '08062223344' };
    const answers = await Promise.all([book(both), t.app.inject({ method: 'POST', url: '/api/contactlist', payload: { ...both, message: 'Any news?' } })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const listed = (await asAdmin('GET', '/api/customers?q=tunde')).json().customers;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ email: 'tunde@example.com', phone: '0806 222 3344' });
  });
});
