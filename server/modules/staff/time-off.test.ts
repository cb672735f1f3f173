import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../contracts/booking';
import { scheduleMessages } from '../../../contracts/schedule';
import { defaultWorkingHours } from '../../../contracts/staff';
import { timeOffMessages } from '../../../contracts/time-off';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

/** Monday 5 January 2099: far enough ahead that no lead-time rule applies. */
const monday = '2099-01-05';
const tuesday = '2099-01-06';
const wednesday = '2099-01-07';
const thursday = '2099-01-08';
const visit = { name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Automation', date: monday, time: '10:00', address: '4 Bodija Road, Ibadan' };
type Slot = { time: string; available: boolean; taken: boolean };
type Availability = { slots: Slot[]; nextFree: string[]; toArrange: boolean };

describe.each(testDatabases())('time off, holidays, skills and bookings to arrange on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const inject = (options: InjectOptions) => t.app.inject(options);
  const book = (payload: object) => inject({ method: 'POST', url: '/api/booking', payload });
  let admins = 0;
  const admin = () => signedInAs(t.app, t.database.db, `admin-${(admins += 1)}@example.com`, 'admin');
  const technician = async (email: string, name: string, services = ['Automation']) => {
    const cookies = await signedInAs(t.app, t.database.db, email, 'technician', { name, services, workingHours: defaultWorkingHours });
    const id = (await inject({ method: 'GET', url: '/api/auth/profile', cookies })).json()._id as string;
    return { cookies, id };
  };
  const availability = async (date: string, service = 'Automation') =>
    (await inject({ method: 'GET', url: `/api/booking/availability?date=${date}&service=${encodeURIComponent(service)}` })).json() as Availability;
  const openTimes = async (date: string, service?: string) => (await availability(date, service)).slots.filter((slot) => slot.available).map((slot) => slot.time);
  const addTimeOff = (id: string, cookies: Record<string, string>, payload: object) => inject({ method: 'POST', url: `/api/staff/${id}/time-off`, cookies, payload });

  it('offers no time whose visit would end after the working day, and does not call such a time taken', async () => {
    await technician('ade@example.com', 'Ade Automation');
    // A 2-hour job in a day that ends at 17:00: 15:00 is the last start; 16:00 is not offered, and not "taken".
    const { slots } = await availability(monday);
    expect(slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(slots.find((slot) => slot.time === '16:00')).toEqual({ time: '16:00', available: false, taken: false });
    expect((await book({ ...visit, time: '16:00' })).statusCode).toBe(409);

    expect((await book(visit)).statusCode).toBe(201);
    const after = (await availability(monday)).slots;
    expect(after.find((slot) => slot.time === '10:00')).toEqual({ time: '10:00', available: false, taken: true });
  });

  it('takes a service nobody does to arrange: no time offered, accepted with the office to call, marked for the office', async () => {
    await technician('ade@example.com', 'Ade Automation');
    const nobody = await availability(monday, 'Rewinding');
    expect(nobody).toMatchObject({ toArrange: true, slots: [], nextFree: [] });
    expect((await availability(monday)).toArrange).toBe(false);

    const booked = await book({ ...visit, service: 'Rewinding', time: '16:00' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ toArrange: true, technician: null, date: monday, time: '16:00', message: bookingMessages.toArrange });
    const office = await admin();
    expect((await inject({ method: 'GET', url: `/api/booking/${booked.json()._id}`, cookies: office })).json().toArrange).toBe(true);
    const board = (await inject({ method: 'GET', url: `/api/schedule?from=${monday}&to=${monday}`, cookies: office })).json();
    expect(board.visits[0]).toMatchObject({ toArrange: true, technician: null });

    // Once the office places it, it is arranged.
    const placed = await inject({ method: 'PATCH', url: `/api/booking/${booked.json()._id}/schedule`, cookies: office, payload: { date: tuesday, time: '09:00' } });
    expect(placed.json()).toMatchObject({ toArrange: false, date: tuesday });
    // An ordinary booking is as before.
    expect((await book(visit)).json()).toMatchObject({ toArrange: false, message: bookingMessages.received });
  });

  it('names the next days with a free time when a day is full', async () => {
    await technician('ade@example.com', 'Ade Automation');
    for (const time of ['08:00', '10:00', '12:00', '14:00']) expect((await book({ ...visit, time })).statusCode).toBe(201);
    const full = await availability(monday);
    expect(full.slots.some((slot) => slot.available)).toBe(false);
    expect(full.nextFree).toEqual([tuesday, wednesday, thursday]);

    // Saturday is worked, Sunday is not, and a holiday closes the Tuesday.
    const office = await admin();
    expect((await inject({ method: 'POST', url: '/api/holidays', cookies: office, payload: { date: tuesday, name: 'Founders Day' } })).statusCode).toBe(201);
    expect((await availability(monday)).nextFree).toEqual([wednesday, thursday, '2099-01-09']);
    expect((await availability('2099-01-09')).nextFree).toEqual(['2099-01-10', '2099-01-12', '2099-01-13']);
  });

  it('keeps time off out of availability: a whole day, part of a day and several days', async () => {
    const ade = await technician('ade@example.com', 'Ade Automation');
    const office = await admin();
    expect((await addTimeOff(ade.id, office, { from: monday, reason: 'sickness' })).statusCode).toBe(201);
    expect(await openTimes(monday)).toEqual([]);
    expect((await book(visit)).json().message).toBe(scheduleMessages.dayFull);
    expect((await availability(monday)).slots.every((slot) => !slot.taken)).toBe(true);

    expect((await addTimeOff(ade.id, office, { from: tuesday, start: '12:00', end: '14:00', reason: 'training' })).statusCode).toBe(201);
    // A 2-hour visit may not run into 12:00-14:00: 11:00 and 12:00 and 13:00 are out, 10:00 ends at noon.
    expect(await openTimes(tuesday)).toEqual(['08:00', '09:00', '10:00', '14:00', '15:00']);

    expect((await addTimeOff(ade.id, office, { from: wednesday, to: '2099-01-09', reason: 'leave', note: 'Family' })).statusCode).toBe(201);
    expect(await openTimes(wednesday)).toEqual([]);
    expect(await openTimes(thursday)).toEqual([]);
    expect(await openTimes('2099-01-09')).toEqual([]);
    expect((await openTimes('2099-01-10')).length).toBeGreaterThan(0);
    expect((await availability(monday)).nextFree).toEqual([tuesday, '2099-01-10', '2099-01-12']);

    const listed = (await inject({ method: 'GET', url: `/api/staff/${ade.id}/time-off`, cookies: ade.cookies })).json();
    expect(listed.timeOff.map((entry: { from: string; to: string; start: string; reason: string }) => [entry.from, entry.to, entry.start, entry.reason])).toEqual([
      [monday, monday, '', 'sickness'],
      [tuesday, tuesday, '12:00', 'training'],
      [wednesday, '2099-01-09', '', 'leave'],
    ]);
    const board = (await inject({ method: 'GET', url: `/api/schedule?from=${monday}&to=2099-01-11`, cookies: office })).json();
    expect(board.timeOff).toHaveLength(3);

    const removed = await inject({ method: 'DELETE', url: `/api/staff/${ade.id}/time-off/${listed.timeOff[0]._id}`, cookies: office });
    expect(removed.json().message).toBe(timeOffMessages.removed);
    expect((await openTimes(monday)).length).toBe(8);
  });

  it('records time off over booked visits and names them for the office to move; a holiday does the same', async () => {
    const ade = await technician('ade@example.com', 'Ade Automation');
    const office = await admin();
    const booked = (await book(visit)).json();
    const clash = await addTimeOff(ade.id, ade.cookies, { from: monday, start: '11:00', end: '12:00', reason: 'other' });
    expect(clash.statusCode).toBe(201);
    expect(clash.json()).toMatchObject({ message: timeOffMessages.addedWithClashes, clashes: [{ _id: booked._id }] });
    expect((await addTimeOff(ade.id, ade.cookies, { from: monday, start: '15:00', end: '16:00', reason: 'other' })).json()).toMatchObject({ message: timeOffMessages.added, clashes: [] });

    const holiday = await inject({ method: 'POST', url: '/api/holidays', cookies: office, payload: { date: monday, name: 'New Year holiday' } });
    expect(holiday.json()).toMatchObject({ date: monday, clashes: [{ _id: booked._id }], message: timeOffMessages.holidayAddedWithClashes });
    expect((await inject({ method: 'POST', url: '/api/holidays', cookies: office, payload: { date: monday, name: 'Again' } })).statusCode).toBe(409);
    expect(await openTimes(monday)).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/holidays', cookies: ade.cookies })).json().holidays).toEqual([{ _id: holiday.json()._id, date: monday, name: 'New Year holiday' }]);
    expect((await inject({ method: 'DELETE', url: `/api/holidays/${holiday.json()._id}`, cookies: office })).statusCode).toBe(200);
    expect((await openTimes(monday)).length).toBeGreaterThan(0);
  });

  it('refuses to move or assign a visit to a technician who does not do the service, is away or on a holiday', async () => {
    const ade = await technician('ade@example.com', 'Ade Automation');
    const chike = await technician('chike@example.com', 'Chike Locks', ['Security Systems']);
    const office = await admin();
    const booked = (await book(visit)).json();
    const move = (payload: object) => inject({ method: 'PATCH', url: `/api/booking/${booked._id}/schedule`, cookies: office, payload });

    const cannot = await move({ date: monday, time: '10:00', technicianId: chike.id });
    expect([cannot.statusCode, cannot.json().message]).toEqual([409, scheduleMessages.technicianCannot]);

    await addTimeOff(ade.id, office, { from: tuesday, start: '09:00', end: '10:00', reason: 'training' });
    const away = await move({ date: tuesday, time: '08:00', technicianId: ade.id });
    expect([away.statusCode, away.json().message]).toEqual([409, scheduleMessages.technicianOff]);
    expect((await move({ date: tuesday, time: '10:00', technicianId: ade.id })).statusCode).toBe(200);

    await inject({ method: 'POST', url: '/api/holidays', cookies: office, payload: { date: wednesday, name: 'Holiday' } });
    expect((await move({ date: wednesday, time: '10:00' })).json().message).toBe(scheduleMessages.technicianOff);
  });

  it('lets a technician read and add only their own time off and ask for other hours; customers none', async () => {
    const ade = await technician('ade@example.com', 'Ade Automation');
    const bola = await technician('bola@example.com', 'Bola Automation');
    const customer = await signedInAs(t.app, t.database.db, 'customer@example.com');
    const entry = { from: monday, reason: 'leave' };
    expect((await addTimeOff(ade.id, ade.cookies, entry)).statusCode).toBe(201);
    const other = await addTimeOff(bola.id, ade.cookies, entry);
    expect([other.statusCode, other.json().message]).toEqual([403, timeOffMessages.notYours]);
    expect((await inject({ method: 'GET', url: `/api/staff/${bola.id}/time-off`, cookies: ade.cookies })).statusCode).toBe(403);
    expect((await addTimeOff(ade.id, customer, entry)).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/holidays', cookies: customer })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url: '/api/holidays', cookies: ade.cookies, payload: { date: monday, name: 'Mine' } })).statusCode).toBe(403);

    const bad = await addTimeOff(ade.id, ade.cookies, { from: tuesday, to: wednesday, start: '09:00', end: '10:00', reason: 'leave' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, timeOffMessages.partOfOneDay]);
    expect((await addTimeOff(ade.id, ade.cookies, { from: wednesday, to: tuesday, reason: 'leave' })).json().message).toBe(timeOffMessages.daysInOrder);
    expect((await addTimeOff(ade.id, ade.cookies, { from: '2099-01-01', to: '2099-06-01', reason: 'leave' })).json().message).toBe(timeOffMessages.tooLong);

    const week = [{ day: 1, start: '09:00', end: '15:00' }];
    const asked = await inject({ method: 'PUT', url: `/api/staff/${ade.id}/hours-request`, cookies: ade.cookies, payload: { workingHours: week } });
    expect(asked.json()).toMatchObject({ hoursRequest: week, workingHours: defaultWorkingHours, message: timeOffMessages.hoursRequested });
    expect((await inject({ method: 'PUT', url: `/api/staff/${bola.id}/hours-request`, cookies: ade.cookies, payload: { workingHours: week } })).statusCode).toBe(403);
    const office = await admin();
    const staff = (await inject({ method: 'GET', url: '/api/staff', cookies: office })).json().staff;
    expect(staff.find((member: { _id: string }) => member._id === ade.id).hoursRequest).toEqual(week);
    const approved = await inject({ method: 'PATCH', url: `/api/staff/${ade.id}`, cookies: office, payload: { workingHours: week } });
    expect(approved.json()).toMatchObject({ workingHours: week, hoursRequest: null });
    expect((await inject({ method: 'GET', url: `/api/staff/${ade.id}`, cookies: ade.cookies })).json()).toMatchObject({ workingHours: week, hoursRequest: null });
  });
});
