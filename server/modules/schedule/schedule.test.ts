import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../contracts/auth';
import { scheduleMessages } from '../../../contracts/schedule';
import { defaultWorkingHours } from '../../../contracts/staff';
import { cookiesOf, createActivatedUser, signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { imageDataUrl } from '../../testing/images';
import { linkIn } from '../../testing/mail-catcher';
import { useTestApp } from '../../testing/test-context';
import { sendNewQuote, solarQuote } from '../../testing/service-work';
import { addDays, lagosClock } from '../../../contracts/lagos-time';

/** Monday 5 January 2099: far enough ahead that no lead-time rule applies. */
const monday = '2099-01-05';
const visit = { name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: monday, time: '10:00', address: '4 Bodija Road, Bodija, Ibadan' };

describe.each(testDatabases())('technicians and the schedule on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng', REVIEW_URL: 'https://g.page/r/brightwire/review' } });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const book = (payload: object) => inject({ method: 'POST', url: '/api/booking', payload });
  let admins = 0;
  const admin = () => signedInAs(t.app, t.database.db, `admin-${(admins += 1)}@example.com`, 'admin');
  const technician = async (email: string, name: string, services = ['Solar Services']) => {
    const cookies = await signedInAs(t.app, t.database.db, email, 'technician', { name, services, workingHours: defaultWorkingHours });
    const id = (await inject({ method: 'GET', url: '/api/auth/profile', cookies })).json()._id as string;
    return { cookies, id };
  };
  const availability = async (date: string, service = 'Solar Services') =>
    (await inject({ method: 'GET', url: `/api/booking/availability?date=${date}&service=${encodeURIComponent(service)}` })).json() as { slots: { time: string; available: boolean }[] };
  const openTimes = async (date: string, service?: string) => (await availability(date, service)).slots.filter((slot) => slot.available).map((slot) => slot.time);

  it('works as before with no technician on record: every time open, every booking taken, nobody assigned', async () => {
    expect((await availability(monday)).slots.every((slot) => slot.available)).toBe(true);
    for (let index = 0; index < 5; index += 1) {
      const response = await book(visit);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ technician: null, address: visit.address, durationMinutes: 180 });
    }
  });

  it('offers the times a technician who does the service is free, assigns one, and answers a full time with the nearest free ones', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const bola = await technician('bola@example.com', 'Bola Solar');
    await technician('chike@example.com', 'Chike Locks', ['Security Systems']);
    expect(await openTimes(monday)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(await openTimes('2099-01-04')).toEqual([]);

    const first = (await book(visit)).json();
    const second = (await book(visit)).json();
    expect([first.technician._id, second.technician._id].sort()).toEqual([ade.id, bola.id].sort());
    // A 3-hour visit at 10:00 takes both until 13:00: 08:00 and 09:00 would run into it, 13:00 and 14:00 are free.
    expect(await openTimes(monday)).toEqual(['13:00', '14:00']);
    expect(await openTimes(monday, 'Security Systems')).toContain('10:00');

    const full = await book({ ...visit, time: '11:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('That time is fully booked. The nearest free times are 13:00 or 14:00.');
    expect(t.mail.received.filter((mail) => mail.to.includes('office@brightwire.ng'))).toHaveLength(2);
  });

  it('lets exactly as many through as there were free technicians when many take the last slot at once', async () => {
    await technician('ade@example.com', 'Ade Solar');
    await technician('bola@example.com', 'Bola Solar');
    await technician('dayo@example.com', 'Dayo Solar');
    // Dayo is taken at 10:00 already: two technicians are left for it.
    expect((await book(visit)).statusCode).toBe(201);
    const attempts = await Promise.all(Array.from({ length: 8 }, (_, index) => book({ ...visit, name: `Parallel Customer ${index}` })));
    const codes = attempts.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    const assigned = attempts.filter((response) => response.statusCode === 201).map((response) => response.json().technician._id);
    expect(new Set(assigned).size).toBe(2);
    const board = (await inject({ method: 'GET', url: `/api/schedule?from=${monday}&to=${monday}`, cookies: await admin() })).json();
    expect(board.visits).toHaveLength(3);
    expect(new Set(board.visits.map((placed: { technician: { _id: string } }) => placed.technician._id)).size).toBe(3);
  });

  it('puts a job scheduled from an accepted quote on a technician’s time, and answers a full time with the nearest free ones', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const office = await admin();
    const acceptedQuote = async () => {
      const { id, token } = await sendNewQuote(t.app, office, solarQuote({ validUntil: addDays(lagosClock().day, 14) }));
      expect((await inject({ method: 'POST', url: `/api/quotes/link/${token}/accept`, payload: { name: 'Adewale Okonkwo' } })).statusCode).toBe(200);
      return id;
    };
    const job = await inject({ method: 'POST', url: `/api/quotes/${await acceptedQuote()}/job`, cookies: office, payload: { date: monday, time: '10:00' } });
    expect(job.statusCode).toBe(200);
    const board = (await inject({ method: 'GET', url: `/api/schedule?from=${monday}&to=${monday}`, cookies: office })).json();
    expect(board.visits).toHaveLength(1);
    expect(board.visits[0]).toMatchObject({ technician: { _id: ade.id }, durationMinutes: 180 });
    expect(await openTimes(monday)).toEqual(['13:00', '14:00']);

    const clash = await inject({ method: 'POST', url: `/api/quotes/${await acceptedQuote()}/job`, cookies: office, payload: { date: monday, time: '11:00' } });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'That time is fully booked. The nearest free times are 13:00 or 14:00.']);
  });

  it('moves and assigns a visit for the office, refuses a clash with its reason, and mails the customer the new time with a fresh calendar file', async () => {
    const cookies = await admin();
    const ade = await technician('ade@example.com', 'Ade Solar');
    const bola = await technician('bola@example.com', 'Bola Solar');
    const adeVisit = (await book(visit)).json();
    const bolaVisit = (await book({ ...visit, name: 'Second Customer', email: 'second@example.com' })).json();
    expect(adeVisit.technician._id).not.toBe(bolaVisit.technician._id);
    const move = (id: string, payload: object) => inject({ method: 'PATCH', url: `/api/booking/${id}/schedule`, cookies, payload });
    const onAde = adeVisit.technician._id === ade.id ? adeVisit : bolaVisit;
    const onBola = onAde === adeVisit ? bolaVisit : adeVisit;

    const clash = await move(onBola._id, { date: monday, time: '11:00', technicianId: ade.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(scheduleMessages.technicianBusy);
    const sunday = await move(onBola._id, { date: '2099-01-04', time: '11:00', technicianId: bola.id });
    expect(sunday.json().message).toBe(scheduleMessages.technicianOff);
    const late = await move(onBola._id, { date: monday, time: '15:00' });
    expect(late.json().message).toBe(scheduleMessages.technicianOff);

    t.mail.clear();
    const moved = await move(onBola._id, { date: '2099-01-06', time: '09:00', technicianId: ade.id, durationMinutes: 90 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2099-01-06', time: '09:00', durationMinutes: 90, technician: { _id: ade.id, name: 'Ade Solar' }, message: scheduleMessages.moved });
    const mail = t.mail.lastTo(onBola.email);
    expect(mail?.subject).toBe('Your visit is now on Tue, 6 Jan 2099 at 9:00 AM');
    expect(mail?.text).toContain('Your technician: Ade Solar.');
    expect(mail?.calendar).toContain('DTSTART:20990106T080000Z');
    expect(mail?.calendar).toContain('DURATION:PT90M');
    expect(mail?.calendar).toContain('LOCATION:4 Bodija Road');
    // The fresh link in the mail works; so does unassigning.
    expect(
      (
        await inject({
          method: 'GET',
          url: linkIn(mail, '/bookings/manage')
            .replace(/^https?:\/\/[^/]+/, '/api/booking')
            .replace('/api/booking/bookings/manage', '/api/booking/manage'),
        })
      ).statusCode,
    ).toBe(200);
    expect((await move(onBola._id, { date: '2099-01-06', time: '09:00', technicianId: null })).json().technician).toBeNull();

    await inject({ method: 'PATCH', url: `/api/booking/${onAde._id}/status`, cookies, payload: { status: 'cancelled', note: 'Customer travelled' } });
    expect((await move(onAde._id, { date: monday, time: '12:00' })).json().message).toBe(scheduleMessages.settled);
  });

  it('shows the board of a week with every technician and the unassigned requests', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    await book(visit);
    await book({ ...visit, service: 'Automation', date: '2099-01-07' });
    const response = await inject({ method: 'GET', url: '/api/schedule?from=2099-01-05&to=2099-01-11', cookies: await admin() });
    expect(response.statusCode).toBe(200);
    const board = response.json();
    expect(board.technicians).toEqual([{ _id: ade.id, name: 'Ade Solar', phone: '', services: ['Solar Services'], workingHours: defaultWorkingHours }]);
    expect(board.visits.map((placed: { date: string; technician: unknown }) => [placed.date, placed.technician === null])).toEqual([
      [monday, false],
      ['2099-01-07', true],
    ]);
    const tooLong = await inject({ method: 'GET', url: '/api/schedule?from=2099-01-01&to=2099-02-15', cookies: await admin() });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(scheduleMessages.rangeTooLong);
  });

  it('gives a technician their own day only, keeps each report once by its key, and completes the booking with thanks and a review link', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    const bola = await technician('bola@example.com', 'Bola Solar');
    const mine = (await book(visit)).json();
    const theirs = (await book(visit)).json();
    const adeVisit = mine.technician._id === ade.id ? mine : theirs;
    const bolaVisit = adeVisit === mine ? theirs : mine;

    const day = (await inject({ method: 'GET', url: `/api/schedule/mine?date=${monday}`, cookies: ade.cookies })).json();
    expect(day.visits.map((placed: { _id: string }) => placed._id)).toEqual([adeVisit._id]);
    expect(day.visits[0]).toMatchObject({ name: visit.name, phone: visit.phone, address: visit.address, service: visit.service, reference: expect.stringMatching(/^BK-/), documents: [] });

    const report = (id: string, cookies: Record<string, string>, payload: object) => inject({ method: 'POST', url: `/api/schedule/mine/${id}/progress`, cookies, payload });
    expect((await report(bolaVisit._id, ade.cookies, { key: 'ade-report-on-way-0001', step: 'on_way' })).statusCode).toBe(404);

    t.mail.clear();
    const onWay = { key: 'ade-report-on-way-0001', step: 'on_way' };
    const [once, again] = [await report(adeVisit._id, ade.cookies, onWay), await report(adeVisit._id, ade.cookies, onWay)];
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(once.json().visit.onWayAt).not.toBe('');
    expect(t.mail.received.filter((mail) => mail.subject === 'Your technician is on the way')).toHaveLength(1);
    expect(t.mail.lastTo(visit.email)?.text).toContain('Ade Solar from');

    const photo = await imageDataUrl('#15803d');
    const done = { key: 'ade-report-done-000001', step: 'done', note: 'Replaced the charge controller; panels cleaned.', photos: [photo] };
    const finished = await report(adeVisit._id, ade.cookies, done);
    expect(finished.statusCode).toBe(200);
    await report(adeVisit._id, ade.cookies, done);
    const booking = (await inject({ method: 'GET', url: `/api/booking/${adeVisit._id}`, cookies: await admin() })).json();
    expect(booking).toMatchObject({ status: 'completed', visit: { note: done.note, photos: [expect.stringMatching(new RegExp(`^/api/booking/${adeVisit._id}/photos/[0-9a-f]{32}\\.webp$`))] } });
    expect(booking.visit.doneAt).not.toBe('');
    const thanks = t.mail.received.filter((mail) => mail.subject.startsWith('Thank you for choosing'));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.text).toContain('https://g.page/r/brightwire/review');

    // Someone else's key for this visit is refused, not replayed.
    expect((await report(bolaVisit._id, bola.cookies, { key: 'ade-report-done-000001', step: 'arrived' })).statusCode).toBe(409);
  });

  it('invites staff with a one-use set-password link that activates, and deactivation ends their sessions at once', async () => {
    const cookies = await admin();
    const invited = await inject({
      method: 'POST',
      url: '/api/staff',
      cookies,
      payload: { firstname: 'Kemi', lastname: 'Adebayo', email: 'Kemi@Example.com', phone: '08035550000', role: 'technician' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'kemi@example.com', role: 'technician', invited: true, active: true, workingHours: defaultWorkingHours, services: [] });
    const link = linkIn(t.mail.lastTo('kemi@example.com'), '/welcome');
    const token = link.split('/').at(-1);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kemi@example.com', password: 'kemi-password' } })).statusCode).toBe(400);
    expect((await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'kemi-password' } })).statusCode).toBe(200);
    expect((await inject({ method: 'PATCH', url: `/api/auth/reset/${token}`, payload: { password: 'other-password' } })).statusCode).toBe(400);
    const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kemi@example.com', password: 'kemi-password' } });
    expect(login.json().role).toBe('technician');
    const kemi = cookiesOf(login);
    expect((await inject({ method: 'GET', url: '/api/schedule/mine', cookies: kemi })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/booking', cookies: kemi })).statusCode).toBe(403);

    const id = invited.json()._id;
    await inject({ method: 'PATCH', url: `/api/staff/${id}`, cookies, payload: { services: ['Solar Services'] } });
    const assigned = (await book(visit)).json();
    expect(assigned.technician._id).toBe(id);

    const off = await inject({ method: 'PATCH', url: `/api/staff/${id}`, cookies, payload: { active: false } });
    expect(off.json()).toMatchObject({ active: false, message: 'Staff member updated' });
    expect((await inject({ method: 'GET', url: '/api/schedule/mine', cookies: kemi })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: kemi })).statusCode).toBe(401);
    const again = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kemi@example.com', password: 'kemi-password' } });
    expect([again.statusCode, again.json().message]).toEqual([400, authMessages.wrongCredentials]);
    expect((await inject({ method: 'GET', url: `/api/booking/${assigned._id}`, cookies })).json().technician).toBeNull();
    // With the only technician gone, bookings are taken as before.
    expect((await book(visit)).json().technician).toBeNull();

    const taken = await inject({ method: 'POST', url: '/api/staff', cookies, payload: { firstname: 'Some', lastname: 'Customer', email: 'kemi@example.com', phone: '08035550001', role: 'admin' } });
    expect(taken.statusCode).toBe(409);
    const me = (await inject({ method: 'GET', url: '/api/auth/profile', cookies })).json()._id;
    expect((await inject({ method: 'PATCH', url: `/api/staff/${me}`, cookies, payload: { active: false } })).statusCode).toBe(409);
  });

  it('finds a booking by the BK- reference the customer holds, and lists past visits still pending in a tab of their own', async () => {
    const cookies = await admin();
    const made = (await book(visit)).json();
    const reference = `BK-${made._id.slice(-6).toUpperCase()}`;
    for (const typed of [reference, `#${reference.toLowerCase()}`, reference.replace('-', ' ')]) {
      const found = (await inject({ method: 'GET', url: `/api/booking?limit=10&q=${encodeURIComponent(typed)}`, cookies })).json();
      expect(found.bookings.map((listed: { _id: string }) => listed._id)).toEqual([made._id]);
    }
    await createActivatedUser(t.database.db, { email: 'x@example.com', password: 'correct-horse' });
    const { bookings } = await import('../bookings/tables');
    await t.database.db.insert(bookings).values({ name: 'Old Pending', phone: '08030000000', service: 'Rewinding', date: '2020-02-03', time: '09:00' });
    const past = (await inject({ method: 'GET', url: '/api/booking?limit=10&view=past_pending', cookies })).json();
    expect(past.bookings.map((listed: { name: string }) => listed.name)).toEqual(['Old Pending']);
    expect((await inject({ method: 'GET', url: '/api/booking/counts', cookies })).json()).toMatchObject({ pastPending: 1 });
  });

  it('prints a technician’s day sheet as a PDF', async () => {
    const ade = await technician('ade@example.com', 'Ade Solar');
    await book(visit);
    const response = await inject({ method: 'GET', url: `/api/schedule/day-sheet/pdf?date=${monday}&technicianId=${ade.id}`, cookies: await admin() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    expect(text).toContain('DAY SHEET');
    expect(text).toContain('Ade Solar');
    expect(text).toContain('Funke Akindele, 08031234567');
    expect(text).toContain('4 Bodija Road, Bodija, Ibadan');
  });
});
