import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, manageMessages } from '../../../contracts/booking';
import { eq } from 'drizzle-orm';
import { bookings } from './tables';
import { hashSecretToken, newSecretToken } from '../auth';
import { cookiesOf, createActivatedUser } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { linkIn } from '../../testing/mail-catcher';
import { useTestApp } from '../../testing/test-context';

const booking = {
  name: 'Funke Akindele',
  phone: '08031234567',
  email: 'funke@example.com',
  service: 'Solar Services',
  date: '2026-06-12',
  time: '10:30',
  note: 'Two inverters keep tripping',
};

describe.each(testDatabases())('bookings on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });
  beforeEach(async () => {
    // 10:00 in Lagos on 10 June 2026 (Lagos is UTC+1 all year).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const book = (payload: object) => inject({ method: 'POST', url: '/api/booking', payload });
  const signIn = async (role: 'admin' | 'customer') => {
    const email = `${role}@example.com`;
    await createActivatedUser(t.database.db, { email, password: 'correct-horse', role });
    return cookiesOf(await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct-horse' } }));
  };

  it('stores a booking, answers it with a message and mails the company and the customer', async () => {
    const response = await book(booking);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String),
      ...booking,
      otherService: '',
      status: 'pending',
      statusNote: '',
      createdAt: expect.any(String),
      address: '',
      technician: null,
      durationMinutes: 180,
      toArrange: false,
      visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
      message: bookingMessages.received,
    });
    expect(t.mail.lastTo('office@brightwire.ng')?.text).toContain('Fri, 12 Jun 2026 at 10:30 AM');
    expect(t.mail.lastTo('funke@example.com')?.subject).toBe('We have received your booking');
    expect(t.mail.lastTo('funke@example.com')?.calendar).toContain('DTSTART:20260612T093000Z');
  });

  it('keeps text fields as empty strings when left out and mails only the company', async () => {
    const response = await book({ name: 'Musa Ibrahim', phone: '0803 123 4567', service: 'Other', otherService: 'Borehole pump wiring', date: '2026-06-11', time: '08:00' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: '', note: '', service: 'Other', otherService: 'Borehole pump wiring' });
    expect(t.mail.received.map((sent) => sent.to)).toEqual(['office@brightwire.ng']);
  });

  it('judges same-day times on the Lagos clock with at least an hour of notice', async () => {
    const today = '2026-06-10';
    const tooSoon = await book({ ...booking, date: today, time: '10:59' });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ message: bookingMessages.tooSoon, errors: { time: bookingMessages.tooSoon } });
    expect((await book({ ...booking, date: today, time: '11:00' })).statusCode).toBe(201);
    expect((await book({ ...booking, date: today, time: '11:01' })).statusCode).toBe(201);
  });

  it('uses the Lagos day, not the UTC day, around midnight', async () => {
    // 23:30 UTC on 10 June is already 00:30 on 11 June in Lagos.
    vi.setSystemTime(new Date('2026-06-10T23:30:00Z'));
    const utcToday = await book({ ...booking, date: '2026-06-10', time: '23:45' });
    expect(utcToday.statusCode).toBe(400);
    expect(utcToday.json().message).toBe(bookingMessages.dateInPast);
    expect((await book({ ...booking, date: '2026-06-11', time: '01:29' })).json().message).toBe(bookingMessages.tooSoon);
    expect((await book({ ...booking, date: '2026-06-11', time: '01:31' })).statusCode).toBe(201);

    // 23:30 in Lagos on 10 June is still 22:30 UTC: the Lagos day has not turned yet.
    vi.setSystemTime(new Date('2026-06-10T22:30:00Z'));
    expect((await book({ ...booking, date: '2026-06-10', time: '23:59' })).json().message).toBe(bookingMessages.tooSoon);
    expect((await book({ ...booking, date: '2026-06-11', time: '00:10' })).statusCode).toBe(201);
  });

  it('refuses every broken rule with its SPEC.md text and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...booking, name: undefined }, 'name', 'Name is required'],
      [{ ...booking, name: 'Funk' }, 'name', 'Name must be atleast 5 characters'],
      [{ ...booking, phone: '' }, 'phone', 'Phone is required'],
      [{ ...booking, phone: '080312345' }, 'phone', 'Phone number must be atleast 10 characters'],
      [{ ...booking, email: 'funke@' }, 'email', 'Invalid email address'],
      [{ ...booking, service: '' }, 'service', 'Service is required'],
      [{ ...booking, service: "Robert'); DROP TABLE bookings;--" }, 'service', 'Service is required'],
      [{ ...booking, service: 'Other', otherService: '  ' }, 'otherService', 'Other service is required'],
      [{ ...booking, date: '' }, 'date', 'Date is required'],
      [{ ...booking, date: '2026-06-09' }, 'date', 'Date cannot be in the past'],
      [{ ...booking, date: '2026-02-30' }, 'date', bookingMessages.noSuchDate],
      [{ ...booking, date: '12/06/2026' }, 'date', bookingMessages.noSuchDate],
      [{ ...booking, time: '' }, 'time', 'Time is required'],
      [{ ...booking, time: '25:00' }, 'time', bookingMessages.noSuchTime],
      [{ ...booking, time: '9am' }, 'time', bookingMessages.noSuchTime],
      [{ ...booking, note: 'x'.repeat(2001) }, 'note', 'Note must be at most 2000 characters'],
    ];
    for (const [payload, field, text] of cases) {
      const response = await book(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field]).toBe(text);
    }
    expect(await t.database.db.select().from(bookings)).toHaveLength(0);
    expect(t.mail.received).toHaveLength(0);
  });

  it('answers a filled hidden field like a success but keeps and mails nothing', async () => {
    const response = await book({ ...booking, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: bookingMessages.received });
    expect(await t.database.db.select().from(bookings)).toHaveLength(0);
    expect(t.mail.received).toHaveLength(0);
  });

  it('moves a booking through its statuses, mails each change with a calendar file, and refuses going back', async () => {
    const stored = (await book(booking)).json();
    let admin = await signIn('admin');
    const change = (status: string, note?: string) => inject({ method: 'PATCH', url: `/api/booking/${stored._id}/status`, cookies: admin, payload: { status, note } });

    const confirmed = await change('confirmed', 'Our engineer Tunde will call before coming.');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', statusNote: 'Our engineer Tunde will call before coming.', message: bookingMessages.updated });
    const notice = t.mail.lastTo('funke@example.com');
    expect(notice?.subject).toBe('Your booking is confirmed');
    expect(notice?.text).toContain('Our engineer Tunde will call before coming.');
    expect(notice?.calendar).toContain('STATUS:CONFIRMED');

    expect((await change('pending')).statusCode).toBe(409);
    const early = await change('completed');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: bookingMessages.notVisitedYet });
    // The visit's day (12 June, 10:30): completing it is allowed from the morning on.
    vi.setSystemTime(new Date('2026-06-12T07:00:00Z'));
    admin = cookiesOf(await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'correct-horse' } }));
    const completed = await change('completed');
    expect(completed.json().status).toBe('completed');
    expect(t.mail.lastTo('funke@example.com')?.calendar).toContain('STATUS:CONFIRMED');
    expect((await change('cancelled')).statusCode).toBe(409);
    expect((await change('archived')).statusCode).toBe(400);
  });

  it('filters, searches and sorts the admin table, and shows customers their own bookings', async () => {
    await book({ ...booking, name: 'Funke Akindele', date: '2026-06-20' });
    await book({ ...booking, name: 'Musa Ibrahim', phone: '08099990000', email: 'musa@example.com', date: '2026-06-11' });
    const admin = await signIn('admin');
    const list = async (query: string) =>
      (await inject({ method: 'GET', url: `/api/booking${query}`, cookies: admin })).json().bookings.map((item: { name: string; date: string }) => `${item.name} ${item.date}`);
    expect(await list('?sort=date_asc')).toEqual(['Musa Ibrahim 2026-06-11', 'Funke Akindele 2026-06-20']);
    expect(await list('?q=0809999')).toEqual(['Musa Ibrahim 2026-06-11']);
    expect(await list('?from=2026-06-15&to=2026-06-30')).toEqual(['Funke Akindele 2026-06-20']);
    expect(await list('?status=confirmed')).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/booking?sort=random', cookies: admin })).statusCode).toBe(400);

    await createActivatedUser(t.database.db, { email: 'MUSA@example.com', password: 'correct-horse' });
    const musa = cookiesOf(await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'musa@example.com', password: 'correct-horse' } }));
    const mine = (await inject({ method: 'GET', url: '/api/booking/mine', cookies: musa })).json().bookings;
    expect(mine.map((item: { name: string }) => item.name)).toEqual(['Musa Ibrahim']);
  });

  it('lets the customer move or cancel the booking from the mailed link until an hour before, telling the office', async () => {
    const stored = (await book({ ...booking, date: '2026-06-10', time: '14:00' })).json();
    const link = linkIn(t.mail.lastTo('funke@example.com'), '/bookings/manage');
    const token = link.split('/').at(-1) ?? '';
    const view = await inject({ method: 'GET', url: `/api/booking/manage/${token}` });
    expect(view.json()).toMatchObject({ booking: { _id: stored._id, time: '14:00' }, canChange: true });

    const tooSoonTime = await inject({ method: 'POST', url: `/api/booking/manage/${token}/reschedule`, payload: { date: '2026-06-10', time: '10:30' } });
    expect(tooSoonTime.json().message).toBe(bookingMessages.tooSoon);
    for (const [date, time, field, text] of [
      ['2027-02-30', '09:00', 'date', bookingMessages.noSuchDate],
      ['2026-06-11', '24:00', 'time', bookingMessages.noSuchTime],
    ]) {
      const impossible = await inject({ method: 'POST', url: `/api/booking/manage/${token}/reschedule`, payload: { date, time } });
      expect(impossible.statusCode, `${date} ${time}`).toBe(400);
      expect(impossible.json()).toMatchObject({ message: text, errors: { [field as string]: text } });
    }
    const moved = await inject({ method: 'POST', url: `/api/booking/manage/${token}/reschedule`, payload: { date: '2026-06-11', time: '09:00' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { date: '2026-06-11', time: '09:00', status: 'pending' }, message: manageMessages.rescheduled });
    expect(t.mail.lastTo('office@brightwire.ng')?.subject).toBe('Booking moved to Thu, 11 Jun 2026 at 9:00 AM by the customer: Funke Akindele');

    // 07:59 on the day of a 09:00 visit: one minute past the last moment to change it.
    vi.setSystemTime(new Date('2026-06-11T06:59:00Z'));
    expect((await inject({ method: 'GET', url: `/api/booking/manage/${token}` })).json().canChange).toBe(true);
    vi.setSystemTime(new Date('2026-06-11T07:00:01Z'));
    expect((await inject({ method: 'GET', url: `/api/booking/manage/${token}` })).json().canChange).toBe(false);
    const late = await inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: manageMessages.tooLate });

    vi.setSystemTime(new Date('2026-06-10T09:00:00Z'));
    const cancelled = await inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel` });
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, canChange: false, message: manageMessages.cancelled });
    expect(t.mail.lastTo('funke@example.com')?.calendar).toContain('METHOD:CANCEL');
    expect((await inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel` })).statusCode).toBe(409);
  });

  it('accepts no made-up or malformed manage link, and keeps the first one working through status mails', async () => {
    (await book(booking)).json();
    const first = linkIn(t.mail.lastTo('funke@example.com'), '/bookings/manage').split('/').at(-1) ?? '';
    const made = await inject({ method: 'GET', url: `/api/booking/manage/${'A'.repeat(43)}` });
    expect(made.statusCode).toBe(404);
    expect(made.json()).toEqual({ message: manageMessages.invalidLink });
    expect((await inject({ method: 'GET', url: '/api/booking/manage/short' })).statusCode).toBe(400);
    const admin = await signIn('admin');
    const stored = (await inject({ method: 'GET', url: '/api/booking', cookies: admin })).json().bookings[0];
    await inject({ method: 'PATCH', url: `/api/booking/${stored._id}/status`, cookies: admin, payload: { status: 'confirmed' } });
    const again = linkIn(t.mail.lastTo('funke@example.com'), '/bookings/manage').split('/').at(-1) ?? '';
    expect(again).toBe(first);
    expect((await inject({ method: 'GET', url: `/api/booking/manage/${first}` })).json().booking.status).toBe('confirmed');
  });

  it('keeps a link mailed before links were derived from the booking working through later mails', async () => {
    const stored = (await book(booking)).json();
    // A booking of before migration 0017: its mailed link was random, and only its hash was kept.
    const legacy = newSecretToken();
    await t.database.db.update(bookings).set({ manageTokenHash: legacy.hash, legacyManageTokenHash: legacy.hash }).where(eq(bookings.id, stored._id));
    const admin = await signIn('admin');
    await inject({ method: 'PATCH', url: `/api/booking/${stored._id}/status`, cookies: admin, payload: { status: 'confirmed' } });
    const derived = linkIn(t.mail.lastTo('funke@example.com'), '/bookings/manage').split('/').at(-1) ?? '';
    expect(hashSecretToken(derived)).not.toBe(legacy.hash);
    for (const token of [legacy.token, derived]) expect((await inject({ method: 'GET', url: `/api/booking/manage/${token}` })).json().booking.status).toBe('confirmed');
  });

  it('shows bookings to admins only', async () => {
    const stored = (await book(booking)).json();
    expect((await inject({ method: 'GET', url: '/api/booking' })).statusCode).toBe(401);
    const customer = await signIn('customer');
    expect((await inject({ method: 'GET', url: '/api/booking', cookies: customer })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/booking/${stored._id}`, cookies: customer })).statusCode).toBe(403);

    const admin = await signIn('admin');
    const list = await inject({ method: 'GET', url: '/api/booking', cookies: admin });
    const { message: _message, ...listed } = stored;
    expect(list.json()).toEqual({ bookings: [listed] });
    const single = await inject({ method: 'GET', url: `/api/booking/${stored._id}`, cookies: admin });
    expect(single.json()).toMatchObject({ _id: stored._id, name: booking.name });
    const missing = await inject({ method: 'GET', url: '/api/booking/6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a', cookies: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: bookingMessages.notFound });
    expect((await inject({ method: 'GET', url: '/api/booking/not-an-id', cookies: admin })).statusCode).toBe(400);
  });
});
