import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../contracts/booking';
import { defaultWorkingHours } from '../../../contracts/staff';
import { bookings } from './tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { linkIn } from '../../testing/mail-catcher';
import { useTestApp } from '../../testing/test-context';

/** Monday 5 January 2099: far enough ahead that no lead-time rule applies. */
const monday = '2099-01-05';
const visit = { name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: monday, time: '10:00', address: '4 Bodija Road, Bodija, Ibadan' };

describe.each(testDatabases())('booking links that last, and reinstating, on the $name database (issue 30 item 5)', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const book = async (payload: object = visit) => {
    const response = await inject({ method: 'POST', url: '/api/booking', payload });
    expect(response.statusCode).toBe(201);
    return response.json() as { _id: string; technician: { _id: string } | null };
  };
  const technician = async (email: string, name: string) => {
    const cookies = await signedInAs(t.app, t.database.db, email, 'technician', { name, services: ['Solar Services'], workingHours: defaultWorkingHours });
    return (await inject({ method: 'GET', url: '/api/auth/profile', cookies })).json()._id as string;
  };
  const tokenIn = (subject?: string) => {
    const mail = subject ? t.mail.received.filter((caught) => caught.subject === subject).at(-1) : t.mail.lastTo(visit.email);
    return linkIn(mail, '/bookings/manage').split('/').at(-1) ?? '';
  };
  const opened = async (token: string) => {
    const response = await inject({ method: 'GET', url: `/api/booking/manage/${token}` });
    expect(response.statusCode).toBe(200);
    return response.json().booking as { _id: string; date: string; time: string; status: string };
  };

  it('keeps the link mailed first working after the office moves the visit and gives it to another technician, and mails that same link', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const bola = await technician('bola@example.com', 'Bola Solar');
    const booked = await book();
    const first = tokenIn('We have received your booking');
    const office = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const move = (payload: object) => inject({ method: 'PATCH', url: `/api/booking/${booked._id}/schedule`, cookies: office, payload });

    expect((await move({ date: '2099-01-06', time: '09:00' })).statusCode).toBe(200);
    expect(t.mail.lastTo(visit.email)?.subject).toBe('Your visit is now on Tue, 6 Jan 2099 at 9:00 AM');
    expect(tokenIn()).toBe(first);
    expect(await opened(first)).toMatchObject({ _id: booked._id, date: '2099-01-06', time: '09:00' });

    t.mail.clear();
    const other = booked.technician?._id === ade ? bola : ade;
    expect((await move({ date: '2099-01-06', time: '09:00', technicianId: other })).statusCode).toBe(200);
    expect(await opened(first)).toMatchObject({ _id: booked._id, date: '2099-01-06' });
    expect(tokenIn()).toBe(first);
  });

  it('tells the customer of a new technician alone who is coming, not that the visit moved', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const bola = await technician('bola@example.com', 'Bola Solar');
    const booked = await book();
    const office = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const [otherId, otherName] = booked.technician?._id === ade ? [bola, 'Bola Solar'] : [ade, 'Ade Solar'];
    t.mail.clear();
    const reassigned = await inject({ method: 'PATCH', url: `/api/booking/${booked._id}/schedule`, cookies: office, payload: { date: monday, time: '10:00', technicianId: otherId } });
    expect(reassigned.statusCode).toBe(200);
    const mails = t.mail.received.filter((mail) => mail.to.includes(visit.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your technician is now ${otherName}`);
    expect(mails[0]?.text).toContain(`Your technician for your Solar Services visit on Mon, 5 Jan 2099 at 10:00 AM is now ${otherName}.`);
    expect(mails[0]?.text).toContain('The time of your visit is unchanged.');
    expect(mails[0]?.text).not.toContain('is now on');
    expect(mails[0]?.calendar).toBe('');

    t.mail.clear();
    await inject({ method: 'PATCH', url: `/api/booking/${booked._id}/schedule`, cookies: office, payload: { date: monday, time: '10:00', technicianId: null } });
    expect(t.mail.lastTo(visit.email)?.subject).toBe('Your technician is changing');
    t.mail.clear();
    // Nothing changed: nothing mailed.
    await inject({ method: 'PATCH', url: `/api/booking/${booked._id}/schedule`, cookies: office, payload: { date: monday, time: '10:00' } });
    expect(t.mail.received).toHaveLength(0);
  });

  it('reinstates a cancelled booking while its time is free, once however often pressed, with a mail and calendar file and the same link', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const booked = await book();
    const first = tokenIn('We have received your booking');
    const office = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await inject({ method: 'PATCH', url: `/api/booking/${booked._id}/status`, cookies: office, payload: { status: 'cancelled', note: 'Customer travelled' } });
    expect(await opened(first)).toMatchObject({ status: 'cancelled' });

    t.mail.clear();
    const reinstate = () => inject({ method: 'POST', url: `/api/booking/${booked._id}/reinstate`, cookies: office });
    const [once, twice] = await Promise.all([reinstate(), reinstate()]);
    expect([once.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const [back, refused] = once.statusCode === 200 ? [once, twice] : [twice, once];
    expect(back.json()).toMatchObject({ _id: booked._id, status: 'confirmed', statusNote: '', technician: { _id: ade, name: 'Ade Solar' }, message: bookingMessages.reinstated });
    expect(refused.json()).toEqual({ message: bookingMessages.notCancelled });
    const mails = t.mail.received.filter((mail) => mail.to.includes(visit.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your visit is back on: Mon, 5 Jan 2099 at 10:00 AM');
    expect(mails[0]?.text).toContain('Your technician: Ade Solar.');
    expect(mails[0]?.calendar).toContain('STATUS:CONFIRMED');
    expect(mails[0]?.calendar).toContain('DTSTART:20990105T090000Z');
    expect(tokenIn()).toBe(first);
    expect(await opened(first)).toMatchObject({ status: 'confirmed' });
    expect((await inject({ method: 'GET', url: `/api/booking/manage/${first}` })).json().canChange).toBe(true);
  });

  it('gives a reinstated visit any free technician when its own is taken, and refuses it with nothing changed when none is free', async () => {
    await technician('ade@example.com', 'Ade Solar');
    await technician('bola@example.com', 'Bola Solar');
    const office = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const cancel = (id: string) => inject({ method: 'PATCH', url: `/api/booking/${id}/status`, cookies: office, payload: { status: 'cancelled', note: 'Customer travelled' } });
    const reinstate = (id: string) => inject({ method: 'POST', url: `/api/booking/${id}/reinstate`, cookies: office });

    const first = await book();
    await cancel(first._id);
    // The cancelled visit's technician is taken by a new booking; the other one is still free.
    const taker = await book({ ...visit, name: 'Second Customer', email: 'second@example.com' });
    const given = await inject({ method: 'PATCH', url: `/api/booking/${taker._id}/schedule`, cookies: office, payload: { date: monday, time: '10:00', technicianId: first.technician?._id } });
    expect(given.statusCode).toBe(200);
    const back = await reinstate(first._id);
    expect(back.statusCode).toBe(200);
    expect(back.json().technician._id).not.toBe(first.technician?._id);

    await cancel(first._id);
    await book({ ...visit, name: 'Third Customer', email: 'third@example.com' });
    t.mail.clear();
    const refused = await reinstate(first._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: bookingMessages.reinstateTaken });
    expect((await inject({ method: 'GET', url: `/api/booking/${first._id}`, cookies: office })).json()).toMatchObject({ status: 'cancelled' });
    expect(t.mail.received).toHaveLength(0);

    const pending = await book({ ...visit, date: '2099-01-07', name: 'Fourth Customer', email: 'fourth@example.com' });
    expect((await reinstate(pending._id)).json()).toEqual({ message: bookingMessages.notCancelled });
    expect((await reinstate('0b7c2f3e-1a4d-4e5f-9a6b-7c8d9e0f1a2b')).statusCode).toBe(404);
    const customer = await signedInAs(t.app, t.database.db, 'someone@example.com');
    expect((await inject({ method: 'POST', url: `/api/booking/${first._id}/reinstate`, cookies: customer })).statusCode).toBe(403);
  });

  it('refuses to reinstate a visit whose time has passed', async () => {
    const office = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const [old] = await t.database.db.insert(bookings).values({ name: 'Old Visit', phone: '08030000000', service: 'Rewinding', date: '2020-02-03', time: '09:00', status: 'cancelled' }).returning();
    const refused = await inject({ method: 'POST', url: `/api/booking/${old?.id}/reinstate`, cookies: office });
    expect([refused.statusCode, refused.json().message]).toEqual([409, bookingMessages.reinstatePast]);
  });
});
