import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { quoteMessages } from '../../../contracts/quotes';
import { bookings } from '../bookings/tables';
import { contactMessages } from '../contact/tables';
import { quotes } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { sendNewQuote, solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';
import { expireQuotes } from './quotes';

describe.each(testDatabases())('quotes for service work on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://brightwire.test' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const linkCall = (token: string, action = '', payload?: object) =>
    inject({ method: action ? 'POST' : 'GET', url: `/api/quotes/link/${token}${action ? `/${action}` : ''}`, ...(payload ? { payload } : {}) });

  it('prices a quote with the options the customer ticks, less the discount, with VAT at 7.5% apart and the deposit on the total', async () => {
    const { token } = await sendNewQuote(t.app, admin);
    const opened = (await linkCall(token)).json();
    expect(opened).toMatchObject({
      status: 'viewed',
      subtotal: 2_040_001,
      discount: 40_000,
      discountOffered: 40_000,
      vatRate: 7.5,
      vat: 150_000.08,
      total: 2_150_001.08,
      depositPercent: 30,
      deposit: 645_000.32,
    });
    expect(opened.lines.map((line: { total: number; optional: boolean; chosen: boolean }) => [line.total, line.optional, line.chosen])).toEqual([
      [1_850_000, false, false],
      [190_001, false, false],
      [420_000, true, false],
    ]);
    const option = opened.lines[2]._id as string;
    const accepted = await linkCall(token, 'accept', { name: 'Adewale Okonkwo', chosenOptions: [option] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      acceptedName: 'Adewale Okonkwo',
      subtotal: 2_460_001,
      vat: 181_500.08,
      total: 2_601_501.08,
      deposit: 780_450.32,
      message: quoteMessages.accepted,
    });
    // What was accepted stays as accepted when read again.
    expect((await linkCall(token)).json()).toMatchObject({ total: 2_601_501.08, deposit: 780_450.32, lines: expect.arrayContaining([expect.objectContaining({ _id: option, chosen: true })]) });
  });

  it('mails the customer a private link, hands the office a WhatsApp message with the same link, and mails the office the answer', async () => {
    const { id, link, whatsappUrl, token } = await sendNewQuote(t.app, admin);
    expect(link).toBe(`https://brightwire.test/quotes/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.subject).toMatch(/^Your quote Q-\d{4}-0001 from Brightwire/);
    expect(t.mail.lastTo('adewale@example.com')?.text).toContain(link);
    expect(whatsappUrl.startsWith('https://wa.me/2348035550123?text=')).toBe(true);
    expect(decodeURIComponent(whatsappUrl.split('text=')[1] ?? '')).toContain(link);
    const stored = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(stored[0]?.tokenHash).not.toContain(token);
    await linkCall(token, 'decline', { reason: 'We found a cheaper installer' });
    await expect.poll(() => t.mail.lastTo('office@brightwire.ng')?.subject).toMatch(/declined by Adewale Okonkwo$/);
    expect(t.mail.lastTo('office@brightwire.ng')?.text).toContain('We found a cheaper installer');
  });

  it("keeps the office's notes for the office: never in the customer's quote or its mail, and carried to a copy", async () => {
    const { id, token } = await sendNewQuote(t.app, admin, solarQuote({ notes: 'Price holds for 14 days.', officeNotes: 'Gate code 1234; dog in the yard' }));
    expect((await inject({ method: 'GET', url: `/api/quotes/${id}`, cookies: admin })).json()).toMatchObject({ notes: 'Price holds for 14 days.', officeNotes: 'Gate code 1234; dog in the yard' });
    const customer = await linkCall(token);
    expect(customer.json().notes).toBe('Price holds for 14 days.');
    expect(customer.body).not.toContain('Gate code');
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.subject).toMatch(/^Your quote/);
    expect(t.mail.lastTo('adewale@example.com')?.text).not.toContain('Gate code');
    const copy = await inject({ method: 'POST', url: `/api/quotes/${id}/copy`, cookies: admin });
    expect(copy.json().officeNotes).toBe('Gate code 1234; dog in the yard');
  });

  it('records each status with its time and keeps the history for the office', async () => {
    const created = (await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote() })).json();
    expect(created).toMatchObject({ status: 'draft', sentAt: null, number: expect.stringMatching(/^Q-\d{4}-0001$/) });
    const { token } = await (async () => {
      const sent = (await inject({ method: 'POST', url: `/api/quotes/${created._id}/send`, cookies: admin })).json();
      expect(sent.quote).toMatchObject({ status: 'sent', sentAt: expect.any(String), viewedAt: null });
      return { token: sent.link.split('/').at(-1) };
    })();
    await linkCall(token);
    await linkCall(token);
    await linkCall(token, 'accept', { name: 'Adewale Okonkwo' });
    const detail = (await inject({ method: 'GET', url: `/api/quotes/${created._id}`, cookies: admin })).json();
    expect(detail).toMatchObject({ status: 'accepted', sentAt: expect.any(String), viewedAt: expect.any(String), acceptedAt: expect.any(String), declinedAt: null });
    expect(detail.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'sent', 'viewed', 'accepted']);
  });

  it('refuses every move the lifecycle does not allow', async () => {
    const { id, token } = await sendNewQuote(t.app, admin);
    const edit = await inject({ method: 'PUT', url: `/api/quotes/${id}`, cookies: admin, payload: solarQuote() });
    expect([edit.statusCode, edit.json().message]).toEqual([409, quoteMessages.onlyDraftChanges]);
    const unknown = await linkCall(token, 'accept', { name: 'Adewale Okonkwo', chosenOptions: ['0b7c2f3e-1a4d-4e5f-9a6b-7c8d9e0f1a2b'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, quoteMessages.unknownOption]);
    const unnamed = await linkCall(token, 'accept', { name: ' ' });
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, quoteMessages.nameToAccept]);
    const noReason = await linkCall(token, 'decline', { reason: '' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, quoteMessages.reasonToDecline]);
    expect((await linkCall(token, 'accept', { name: 'Adewale Okonkwo' })).statusCode).toBe(200);
    for (const [call, message] of [
      [linkCall(token, 'accept', { name: 'Adewale Okonkwo' }), quoteMessages.answered],
      [linkCall(token, 'decline', { reason: 'Changed my mind' }), quoteMessages.answered],
      [inject({ method: 'POST', url: `/api/quotes/${id}/send`, cookies: admin }), quoteMessages.cannotSend],
    ] as const) {
      const refused = await call;
      expect([refused.statusCode, refused.json().message]).toEqual([409, message]);
    }
    const job = await inject({ method: 'POST', url: `/api/quotes/${id}/job`, cookies: admin, payload: { date: addDays(lagosClock().day, 3), time: '09:30' } });
    expect(job.statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: `/api/quotes/${id}/job`, cookies: admin, payload: { date: addDays(lagosClock().day, 4), time: '09:30' } });
    expect([again.statusCode, again.json().message]).toEqual([409, quoteMessages.alreadyScheduled]);
    const { id: unanswered } = await sendNewQuote(t.app, admin);
    const early = await inject({ method: 'POST', url: `/api/quotes/${unanswered}/job`, cookies: admin, payload: { date: addDays(lagosClock().day, 3), time: '09:30' } });
    expect([early.statusCode, early.json().message]).toEqual([409, quoteMessages.notAccepted]);
    const pastValidity = await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote({ validUntil: addDays(lagosClock().day, -1) }) });
    expect([pastValidity.statusCode, pastValidity.json().message]).toEqual([400, quoteMessages.validUntilPast]);
  });

  it('opens each quote only with its own token, and a quote sent again with the same link as before', async () => {
    const first = await sendNewQuote(t.app, admin);
    const second = await sendNewQuote(t.app, admin, solarQuote({ customer: { name: 'Bola Ahmed', email: 'bola@example.com', phone: '08035550999', address: '' } }));
    expect((await linkCall(first.token)).json()._id).toBe(first.id);
    expect((await linkCall(second.token)).json()._id).toBe(second.id);
    const forged = await linkCall(`${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`);
    expect([forged.statusCode, forged.json().message]).toEqual([404, quoteMessages.linkInvalid]);
    expect((await linkCall('not-a-token')).statusCode).toBe(400);
    const again = (await inject({ method: 'POST', url: `/api/quotes/${first.id}/send`, cookies: admin })).json();
    expect(again.link).toBe(first.link);
    expect((await linkCall(first.token)).json()._id).toBe(first.id);
    expect((await linkCall(first.token, 'accept', { name: 'Adewale Okonkwo' })).statusCode).toBe(200);
  });

  it('shows a signed-in customer the quotes made out to their confirmed e-mail, and no one else\u2019s', async () => {
    const { id } = await sendNewQuote(t.app, admin);
    const draft = (await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote() })).json();
    const owner = await signedInAs(t.app, t.database.db, 'Adewale@Example.com');
    const stranger = await signedInAs(t.app, t.database.db, 'someone@example.com');
    const mine = (await inject({ method: 'GET', url: '/api/quotes/mine?limit=10', cookies: owner })).json();
    expect(mine.quotes.map((quote: { _id: string }) => quote._id)).toEqual([id]);
    expect((await inject({ method: 'GET', url: `/api/quotes/mine/${id}`, cookies: owner })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/quotes/mine/${draft._id}`, cookies: owner })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/quotes/mine/${id}`, cookies: stranger })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/quotes/mine/${id}/accept`, cookies: stranger, payload: { name: 'Someone Else' } })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/quotes/mine', cookies: stranger })).json()).toEqual({ quotes: [] });
    expect((await inject({ method: 'POST', url: `/api/quotes/mine/${id}/accept`, cookies: owner, payload: { name: 'Adewale Okonkwo' } })).json().status).toBe('accepted');
  });

  it('expires quotes left unanswered past their day, and an expired quote can no longer be accepted', async () => {
    const { id, token } = await sendNewQuote(t.app, admin);
    await t.database.db
      .update(quotes)
      .set({ validUntil: addDays(lagosClock().day, -1) })
      .where(eq(quotes.id, id));
    expect(await expireQuotes(t.database.db)).toBe(1);
    expect(await expireQuotes(t.database.db)).toBe(0);
    const refused = await linkCall(token, 'accept', { name: 'Adewale Okonkwo' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, quoteMessages.expired]);
    const detail = (await inject({ method: 'GET', url: `/api/quotes/${id}`, cookies: admin })).json();
    expect(detail).toMatchObject({ status: 'expired', expiredAt: expect.any(String) });
    expect(detail.history.filter((entry: { event: string }) => entry.event === 'expired')).toHaveLength(1);
  });

  it('expires a quote on the customer\u2019s answer when no sweep has yet', async () => {
    const { id, token } = await sendNewQuote(t.app, admin);
    await t.database.db
      .update(quotes)
      .set({ validUntil: addDays(lagosClock().day, -2) })
      .where(eq(quotes.id, id));
    expect((await linkCall(token)).json().status).toBe('expired');
    expect((await linkCall(token, 'decline', { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('makes a quote from an inbox message, keeping where it came from, and turns the accepted work into a confirmed booking mailed to the customer', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Adewale Okonkwo', phone: '08035550123', email: 'adewale@example.com', subject: 'Quotation Request', message: 'Solar for a 3-bedroom flat' })
      .returning();
    const { id, token } = await sendNewQuote(t.app, admin, solarQuote({ sourceMessageId: message?.id }));
    await linkCall(token, 'accept', { name: 'Adewale Okonkwo' });
    t.mail.clear();
    const visitDay = addDays(lagosClock().day, 5);
    const scheduled = await inject({ method: 'POST', url: `/api/quotes/${id}/job`, cookies: admin, payload: { date: visitDay, time: '10:00', note: 'Bring the ladder' } });
    expect(scheduled.json()).toMatchObject({ sourceMessageId: message?.id, bookingId: expect.any(String), message: quoteMessages.jobScheduled });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, scheduled.json().bookingId));
    expect(booking).toMatchObject({ status: 'confirmed', service: 'Solar Services', date: visitDay, time: '10:00', email: 'adewale@example.com', phone: '0803 555 0123' });
    expect(booking?.note).toContain('5 kVA solar installation');
    await expect.poll(() => t.mail.lastTo('adewale@example.com')?.subject).toBe('Your booking is confirmed');
    expect(t.mail.lastTo('adewale@example.com')?.calendar).toContain('STATUS:CONFIRMED');
    expect(scheduled.json().history.at(-1)).toMatchObject({ event: 'job_scheduled' });
  });

  it('pages and searches the office\u2019s quotes by tab, customer and number, and counts the tabs', async () => {
    await sendNewQuote(t.app, admin);
    const { token } = await sendNewQuote(t.app, admin, solarQuote({ customer: { name: 'Bola Ahmed', email: 'bola@example.com', phone: '0815 555 0777', address: '' } }));
    await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote() });
    await linkCall(token, 'accept', { name: 'Bola Ahmed' });
    expect((await inject({ method: 'GET', url: '/api/quotes/counts', cookies: admin })).json()).toEqual({ draft: 1, awaiting: 1, accepted: 1, closed: 0 });
    const page = (await inject({ method: 'GET', url: '/api/quotes?limit=2', cookies: admin })).json();
    expect(page.quotes).toHaveLength(2);
    const rest = (await inject({ method: 'GET', url: `/api/quotes?limit=2&cursor=${page.nextCursor}`, cookies: admin })).json();
    expect(rest).toMatchObject({ quotes: [expect.objectContaining({ number: expect.stringMatching(/0001$/) })], nextCursor: null });
    for (const q of ['08155550777', 'bola@', 'Ahmed', '0002']) {
      expect(
        (await inject({ method: 'GET', url: `/api/quotes?q=${encodeURIComponent(q)}&limit=10`, cookies: admin })).json().quotes.map((quote: { customer: { name: string } }) => quote.customer.name),
        q,
      ).toEqual(['Bola Ahmed']);
    }
    expect((await inject({ method: 'GET', url: '/api/quotes?view=accepted', cookies: admin })).json().quotes).toHaveLength(1);
    expect((await inject({ method: 'GET', url: '/api/quotes?view=nonsense', cookies: admin })).statusCode).toBe(400);
  });

  it('keeps every quote call to the office, and refuses bad input with the field\u2019s message', async () => {
    const customer = await signedInAs(t.app, t.database.db, 'adewale@example.com');
    for (const cookies of [undefined, customer]) {
      const response = await inject({ method: 'POST', url: '/api/quotes', ...(cookies ? { cookies } : {}), payload: solarQuote() });
      expect(response.statusCode).toBe(cookies ? 403 : 401);
    }
    const cases: [object, string][] = [
      [{ lines: [] }, 'Add at least one item'],
      [{ lines: [{ description: 'Cable', quantity: 0, unitPrice: 10 }] }, 'Quantity must be at least 1'],
      [{ lines: [{ description: 'Cable', quantity: 1, unitPrice: '12.345' }] }, 'Unit price must be a number in naira, such as 2500 or 1250.50'],
      [{ depositPercent: 101 }, 'Deposit must be from 0 to 100%'],
      [{ validUntil: '2027-02-30' }, 'Choose a date that exists, such as 2026-12-31'],
      [{ customer: { name: 'Ade', email: 'not-an-email', phone: '08035550123' } }, 'Invalid email address'],
    ];
    for (const [change, message] of cases) {
      const response = await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: { ...solarQuote(), ...change } });
      expect([response.statusCode, response.json().message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect(await t.database.db.$count(quotes)).toBe(0);
  });

  it('tells the office the VAT rate a draft is saved with, and no one else', async () => {
    expect((await inject({ method: 'GET', url: '/api/quotes/vat-rate' })).statusCode).toBe(401);
    const answer = await inject({ method: 'GET', url: '/api/quotes/vat-rate', cookies: admin });
    expect([answer.statusCode, answer.json()]).toEqual([200, { vatRate: 7.5 }]);
  });
});
