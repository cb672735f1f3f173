import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../contracts/booking';
import { defaultWorkingHours } from '../../../contracts/staff';
import { bookings } from '../bookings/tables';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { imageDataUrl } from '../../testing/images';
import { linkIn } from '../../testing/mail-catcher';
import { solarQuote } from '../../testing/service-work';
import { useTestApp } from '../../testing/test-context';
import { imageStoreOf } from '../../images/storage';
import { storeImage } from '../../images/store';
import { visitPhotoStoreOf } from '../../images/visit-photos';
import { moveVisitPhotosApart } from '../bookings';

/** Monday 5 January 2099: far enough ahead that no lead-time rule applies. */
const monday = '2099-01-05';
const visit = { name: 'Funke Akindele', phone: '08031234567', email: 'funke@example.com', service: 'Solar Services', date: monday, time: '10:00', address: '4 Bodija Road, Bodija, Ibadan' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(testDatabases())('a technician’s visits as the field really is, on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const technician = async (email: string) => {
    const cookies = await signedInAs(t.app, t.database.db, email, 'technician', { name: 'Ade Solar', services: ['Solar Services'], workingHours: defaultWorkingHours });
    return cookies;
  };
  /** A booking made an hour ago (so a report may be stamped earlier than it arrives), on the one technician's time. */
  const bookedAnHourAgo = async (fields: object = {}) => {
    const booked = (await inject({ method: 'POST', url: '/api/booking', payload: { ...visit, ...fields } })).json() as { _id: string };
    await t.database.db
      .update(bookings)
      .set({ createdAt: minutesAgo(60) })
      .where(eq(bookings.id, booked._id));
    return booked._id;
  };
  const report = (id: string, cookies: Record<string, string>, payload: object) => inject({ method: 'POST', url: `/api/schedule/mine/${id}/progress`, cookies, payload });
  const visitOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('stamps each step with the moment it was pressed, bounded by the booking’s making and the server’s now', async () => {
    const ade = await technician('ade@example.com');
    const id = await bookedAnHourAgo();
    const pressedOnWay = minutesAgo(30);
    expect((await report(id, ade, { key: 'pressed-on-way-000001', step: 'on_way', pressedAt: pressedOnWay.toISOString() })).statusCode).toBe(200);
    expect((await visitOf(id))?.onWayAt?.toISOString()).toBe(pressedOnWay.toISOString());

    // A phone whose clock runs a day ahead: the step is kept, at no later than the server's now.
    const before = new Date();
    expect((await report(id, ade, { key: 'pressed-arrived-00001', step: 'arrived', pressedAt: new Date(Date.now() + 86_400_000).toISOString() })).statusCode).toBe(200);
    const arrivedAt = (await visitOf(id))?.arrivedAt;
    expect(arrivedAt && arrivedAt >= before && arrivedAt <= new Date()).toBe(true);

    // A phone whose clock is far behind: never before the booking was made.
    const other = await bookedAnHourAgo({ time: '14:00' });
    const made = (await visitOf(other))?.createdAt;
    expect((await report(other, ade, { key: 'pressed-done-00000001', step: 'done', pressedAt: '2020-01-01T09:00:00+01:00' })).statusCode).toBe(200);
    expect((await visitOf(other))?.doneAt?.toISOString()).toBe(made?.toISOString());

    const bad = await report(other, ade, { key: 'pressed-bad-000000001', step: 'done', pressedAt: 'yesterday' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Invalid pressed time']);
  });

  it('tells the customer nothing of an "on my way" that reaches the server after the visit was done', async () => {
    const ade = await technician('ade@example.com');
    const id = await bookedAnHourAgo();
    expect((await report(id, ade, { key: 'late-done-0000000001', step: 'done', pressedAt: minutesAgo(5).toISOString() })).statusCode).toBe(200);
    await expect.poll(() => t.mail.received.some((mail) => mail.subject.startsWith('Thank you for choosing')), { timeout: 15_000 }).toBe(true);
    const pressed = minutesAgo(40);
    expect((await report(id, ade, { key: 'late-on-way-000000001', step: 'on_way', pressedAt: pressed.toISOString() })).statusCode).toBe(200);
    expect((await visitOf(id))?.onWayAt?.toISOString()).toBe(pressed.toISOString());
    // The thank-you went out; the late "on the way" mailed nobody.
    expect(t.mail.received.filter((mail) => mail.subject === 'Your technician is on the way')).toHaveLength(0);
  });

  it('lists on the dashboard the finished visits that need a quote or follow-up, until a quote is made from one', async () => {
    const ade = await technician('ade@example.com');
    const admin = await signedInAs(t.app, t.database.db, 'office@example.com', 'admin');
    const asked = await bookedAnHourAgo({ name: 'Needs A Quote' });
    const plain = await bookedAnHourAgo({ name: 'All Done', time: '14:00' });
    const quoted = await bookedAnHourAgo({ name: 'Quoted Already', date: '2099-01-06' });
    const old = await bookedAnHourAgo({ name: 'Long Ago', date: '2099-01-07' });
    for (const [id, followUp] of [
      [asked, true],
      [plain, false],
      [quoted, true],
      [old, true],
    ] as const) {
      expect((await report(id, ade, { key: `follow-up-${id.slice(0, 8)}-01`, step: 'done', note: 'Customer wants a bigger inverter quoted.', followUp })).statusCode).toBe(200);
    }
    await t.database.db
      .update(bookings)
      .set({ doneAt: sql`now() - interval '40 days'` })
      .where(eq(bookings.id, old));
    expect((await inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote({ sourceBookingId: quoted }) })).statusCode).toBe(201);

    const dashboard = (await inject({ method: 'GET', url: '/api/admin/dashboard', cookies: admin })).json();
    expect(dashboard.visitsToFollowUp.map((listed: { name: string }) => listed.name)).toEqual(['Needs A Quote']);
    expect(dashboard.visitsToFollowUp[0]).toMatchObject({ technician: { name: 'Ade Solar' }, visit: { followUp: true, note: 'Customer wants a bigger inverter quoted.' } });
    const booking = (await inject({ method: 'GET', url: `/api/booking/${plain}`, cookies: admin })).json();
    expect(booking.visit.followUp).toBe(false);
  });

  it('shows a visit’s photos to the office, the visit’s technician and the booking’s customer only, never at a public address', async () => {
    const ade = await technician('ade@example.com');
    const id = await bookedAnHourAgo();
    const token = linkIn(t.mail.lastTo(visit.email), '/bookings/manage').split('/').at(-1) ?? '';
    const photo = await imageDataUrl('#b91c1c');
    expect((await report(id, ade, { key: 'photo-done-000000001', step: 'done', photos: [photo] })).statusCode).toBe(200);
    const name = (await visitOf(id))?.visitPhotos[0] ?? '';
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);

    const admin = await signedInAs(t.app, t.database.db, 'office@example.com', 'admin');
    const booking = (await inject({ method: 'GET', url: `/api/booking/${id}`, cookies: admin })).json();
    const address = `/api/booking/${id}/photos/${name}`;
    expect(booking.visit.photos).toEqual([address]);
    const thumbnail = address.replace(/\.webp$/, '-w400.webp');

    const owner = await signedInAs(t.app, t.database.db, visit.email);
    const stranger = await signedInAs(t.app, t.database.db, 'someone-else@example.com');
    const otherTechnician = await signedInAs(t.app, t.database.db, 'bola@example.com', 'technician');
    const status = async (url: string, cookies?: Record<string, string>) => (await inject({ method: 'GET', url, cookies })).statusCode;

    expect(await status(address)).toBe(401);
    expect(await status(address, stranger)).toBe(404);
    expect(await status(address, otherTechnician)).toBe(404);
    expect(await status(address, owner)).toBe(200);
    expect(await status(thumbnail, owner)).toBe(200);
    expect(await status(address, ade)).toBe(200);
    const seen = await inject({ method: 'GET', url: address, cookies: admin });
    expect([seen.statusCode, seen.headers['content-type'], seen.headers['cache-control']]).toEqual([200, 'image/webp', 'private, max-age=3600']);
    expect(seen.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // A name that is not one of this visit's photos is none, whoever asks.
    const missing = await inject({ method: 'GET', url: `/api/booking/${id}/photos/${'0'.repeat(32)}.webp`, cookies: admin });
    expect([missing.statusCode, missing.json().message]).toEqual([404, bookingMessages.photoNotFound]);

    // The manage link's holder sees them by the link; a wrong link sees nothing.
    const managed = (await inject({ method: 'GET', url: `/api/booking/manage/${token}` })).json();
    expect(managed.booking.visit.photos).toEqual([`/api/booking/manage/${token}/photos/${name}`]);
    expect(await status(managed.booking.visit.photos[0])).toBe(200);
    expect(await status(`/api/booking/manage/${'A'.repeat(43)}/photos/${name}`)).toBe(404);

    // The public images' address does not reach it.
    expect(await status(`/uploads/${name}`)).toBe(404);
    expect(await status(`/uploads/${name.replace(/\.webp$/, '-w400.webp')}`)).toBe(404);
  });

  it('moves the photos of visits taken before they were kept apart out of the public images, keeping a product’s same picture public', async () => {
    const images = imageStoreOf(t.config);
    const stores = { images, visitPhotos: visitPhotoStoreOf(t.config) };
    const { default: sharp } = await import('sharp');
    const picture = (background: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const kitchen = await storeImage(await picture('#7e22ce'), images);
    const shared = await storeImage(await picture('#0e7490'), images);
    const id = await bookedAnHourAgo();
    await t.database.db
      .update(bookings)
      .set({ visitPhotos: [kitchen, shared] })
      .where(eq(bookings.id, id));
    const { products } = await import('../products/tables');
    await t.database.db.insert(products).values({ name: 'Same Picture Product', priceKobo: 100_000, featuredImage: shared });
    const admin = await signedInAs(t.app, t.database.db, 'office@example.com', 'admin');
    const status = async (url: string, cookies?: Record<string, string>) => (await inject({ method: 'GET', url, cookies })).statusCode;
    // Before the move, the office already reads them by the authorised route (and the public address still answers).
    expect(await status(`/api/booking/${id}/photos/${kitchen.slice('/uploads/'.length)}`, admin)).toBe(200);
    expect(await status(kitchen)).toBe(200);

    expect(await moveVisitPhotosApart(t.database.db, stores)).toBe(2);
    expect((await visitOf(id))?.visitPhotos).toEqual([kitchen, shared].map((url) => url.slice('/uploads/'.length)));
    expect(await status(kitchen)).toBe(404);
    expect(await status(kitchen.replace(/\.webp$/, '-w400.webp'))).toBe(404);
    expect(await status(shared)).toBe(200);
    const booking = (await inject({ method: 'GET', url: `/api/booking/${id}`, cookies: admin })).json();
    for (const photo of booking.visit.photos) expect(await status(photo, admin)).toBe(200);
    // Once moved, a start finds nothing more to move.
    expect(await moveVisitPhotosApart(t.database.db, stores)).toBe(0);
  });
});
