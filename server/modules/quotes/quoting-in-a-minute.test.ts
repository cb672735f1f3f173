import type { InjectOptions } from 'fastify';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { products } from '../products/tables';
import { quotes } from './tables';
import { customerMessages } from '../messages/tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { sweepDepsOf } from '../../testing/sweep-deps';
import { sendNewQuote, solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';
import { sweepQuotes } from './quote-sweep';

describe.each(testDatabases())('quoting in a minute on the $name database (issue 24 item 4)', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://brightwire.test' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) => t.app.inject({ method, url, cookies: admin, ...(payload ? { payload } : {}) });
  /** A copy of the server's sweep, as another server would run it: its own mail queue on the same database. */
  const sweepCopy = () => {
    const deps = sweepDepsOf(t);
    return () => sweepQuotes(deps);
  };
  const mailsTo = (address: string, subject: RegExp) => t.mail.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
  const sentYesterday = (id: string, validUntil: string) =>
    t.database.db
      .update(quotes)
      .set({ sentAt: new Date(Date.now() - 86_400_000), validUntil })
      .where(eq(quotes.id, id));

  it('copies a quote into a new draft for the same customer with the same lines', async () => {
    const { id } = await sendNewQuote(t.app, admin);
    const original = (await asAdmin('GET', `/api/quotes/${id}`)).json();
    const copied = await asAdmin('POST', `/api/quotes/${id}/copy`);
    expect(copied.statusCode).toBe(201);
    const copy = copied.json();
    expect(copy).toMatchObject({
      status: 'draft',
      customer: original.customer,
      title: original.title,
      service: original.service,
      total: original.total,
      depositPercent: 30,
      sentAt: null,
      message: 'Quote copied',
    });
    expect(copy._id).not.toBe(id);
    expect(copy.number).not.toBe(original.number);
    expect(copy.lines.map(({ description, quantity, unitPrice, optional }: Record<string, unknown>) => ({ description, quantity, unitPrice, optional }))).toEqual(
      original.lines.map(({ description, quantity, unitPrice, optional }: Record<string, unknown>) => ({ description, quantity, unitPrice, optional })),
    );
    expect(copy.validUntil >= lagosClock().day).toBe(true);
    expect(copy.history.at(-1)).toMatchObject({ event: 'created', note: `Copied from ${original.number}` });
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${id}/copy` })).statusCode).toBe(401);
    expect((await asAdmin('POST', '/api/quotes/0b7c2f3e-1a4d-4e5f-9a6b-7c8d9e0f1a2b/copy')).statusCode).toBe(404);
  });

  it('mails the customer once, days before their quote expires, however many sweeps and server copies run', async () => {
    const { id, link } = await sendNewQuote(t.app, admin);
    await sentYesterday(id, addDays(lagosClock().day, 2));
    const first = sweepCopy();
    const second = sweepCopy();
    await Promise.all([first(), second()]);
    await first();
    await second();
    await expect.poll(() => mailsTo('adewale@example.com', /ends soon/).length).toBe(1);
    const reminder = mailsTo('adewale@example.com', /ends soon/)[0];
    expect(reminder?.subject).toMatch(/^Your quote Q-\d{4}-\d{4} ends soon$/);
    expect(reminder?.text).toContain(link);
    const history = (await asAdmin('GET', `/api/quotes/${id}`)).json().history;
    expect(history.filter((entry: { event: string }) => entry.event === 'expiry_reminder')).toHaveLength(1);
  });

  it('reminds no one of a quote far from its day or one sent today, and a customer with no e-mail on their phone alone', async () => {
    const far = await sendNewQuote(t.app, admin);
    await sentYesterday(far.id, addDays(lagosClock().day, 10));
    const phoneOnly = await sendNewQuote(t.app, admin, solarQuote({ customer: { name: 'Kunle Balogun', email: '', phone: '0803 777 0017', address: '' } }));
    await sentYesterday(phoneOnly.id, addDays(lagosClock().day, 1));
    await sendNewQuote(t.app, admin, solarQuote({ validUntil: addDays(lagosClock().day, 1), customer: { name: 'Bola Ahmed', email: 'bola@example.com', phone: '0815 555 0777', address: '' } }));
    await sweepCopy()();
    const reminded = await t.database.db.select({ id: quotes.id }).from(quotes).where(isNotNull(quotes.expiryRemindedAt));
    expect(reminded).toEqual([{ id: phoneOnly.id }]);
    expect(t.mail.received.filter((mail) => /ends soon/.test(mail.subject))).toEqual([]);
    const told = await t.database.db.select({ event: customerMessages.event, phone: customerMessages.phone }).from(customerMessages).where(eq(customerMessages.event, 'quote_expiring'));
    expect(told).toEqual([{ event: 'quote_expiring', phone: '+2348037770017' }]);
  });

  it('tells the office once when a quote expires unanswered, whichever copy sweeps', async () => {
    const { id } = await sendNewQuote(t.app, admin);
    await sentYesterday(id, addDays(lagosClock().day, -1));
    const first = sweepCopy();
    const second = sweepCopy();
    await Promise.all([first(), second()]);
    await first();
    await expect.poll(() => mailsTo('office@brightwire.ng', /expired unanswered/).length).toBe(1);
    const told = mailsTo('office@brightwire.ng', /expired unanswered/)[0];
    expect(told?.subject).toMatch(/^Quote Q-\d{4}-\d{4} expired unanswered: Adewale Okonkwo$/);
    expect(told?.text).toContain(`https://brightwire.test${pathTo('adminQuote', { id })}`);
    expect((await asAdmin('GET', `/api/quotes/${id}`)).json().status).toBe('expired');
  });

  it('keeps a price list of services and finds lines in it and in the catalogue, for the office only', async () => {
    const added = await asAdmin('POST', '/api/quotes/price-list', { description: 'Inverter installation, 5 kVA', unitPrice: '85,000' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'service', description: 'Inverter installation, 5 kVA', unitPrice: 85_000 });
    await t.database.db.insert(products).values({ name: '5 kVA Inverter', description: 'Pure sine wave', priceKobo: 45_000_000, featuredImage: '/x.webp' });
    const found = (await asAdmin('GET', '/api/quotes/price-list?q=inverter')).json();
    expect(found.items.map((entry: { kind: string; description: string; unitPrice: number }) => [entry.kind, entry.description, entry.unitPrice])).toEqual([
      ['service', 'Inverter installation, 5 kVA', 85_000],
      ['product', '5 kVA Inverter', 450_000],
    ]);
    expect((await asAdmin('GET', '/api/quotes/price-list')).json().items).toHaveLength(2);
    const bad = await asAdmin('POST', '/api/quotes/price-list', { description: '', unitPrice: 'abc' });
    expect(bad.statusCode).toBe(400);
    const customer = await signedInAs(t.app, t.database.db, 'someone@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes/price-list', cookies: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/quotes/price-list', cookies: customer, payload: { description: 'x', unitPrice: 1 } })).statusCode).toBe(403);
    const removed = await asAdmin('DELETE', `/api/quotes/price-list/${added.json()._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/quotes/price-list?q=installation')).json().items).toEqual([]);
  });
});
