import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventMessages } from '../../../contracts/events';
import { imageMessages } from '../../../contracts/images';
import { events } from './tables';
import { cookiesOf, createActivatedUser } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { imageDataUrl } from '../../testing/images';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())('event photos on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeEach(async () => {
    const signIn = async (role: 'admin' | 'customer') => {
      await createActivatedUser(t.database.db, { email: `${role}@example.com`, password: 'correct-horse', role });
      return cookiesOf(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${role}@example.com`, password: 'correct-horse' } }));
    };
    admin = await signIn('admin');
    customer = await signIn('customer');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  const fileOf = (url: string) => path.join(t.config.dataDir, url);

  it('lets an admin add an event photo, shows it to everyone and deletes it with its files', async () => {
    const created = await inject({ method: 'POST', url: '/api/events', cookies: admin, payload: { image: await imageDataUrl() } });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toEqual({ _id: expect.any(String), image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), createdAt: expect.any(String) });
    expect(existsSync(fileOf(event.image))).toBe(true);

    const served = await inject({ method: 'GET', url: event.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    expect((await inject({ method: 'GET', url: '/api/events' })).json()).toEqual([event]);

    const deleted = await inject({ method: 'DELETE', url: `/api/events/${event._id}`, cookies: admin });
    expect(deleted.json()).toEqual({ message: eventMessages.deleted });
    expect(existsSync(fileOf(event.image))).toBe(false);
    expect((await inject({ method: 'GET', url: '/api/events' })).json()).toEqual([]);
  });

  it('keeps a file that another event still shows', async () => {
    const image = await imageDataUrl('#f5a524');
    const first = (await inject({ method: 'POST', url: '/api/events', cookies: admin, payload: { image } })).json();
    const second = (await inject({ method: 'POST', url: '/api/events', cookies: admin, payload: { image } })).json();
    expect(second.image).toBe(first.image);
    await inject({ method: 'DELETE', url: `/api/events/${first._id}`, cookies: admin });
    expect(existsSync(fileOf(second.image))).toBe(true);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, whatever it claims to be', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;
    const renamedText = `data:image/png;base64,${Buffer.from('just some text pretending to be a PNG').toString('base64')}`;
    const truncatedPng = (await imageDataUrl()).slice(0, 200);
    const cases: [unknown, string][] = [
      [svg, imageMessages.notAnImage],
      [renamedText, imageMessages.notAnImage],
      ['https://example.com/photo.jpg', imageMessages.notAnImage],
      [truncatedPng, imageMessages.unreadable],
      [`data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}`, imageMessages.tooLarge],
      ['', eventMessages.imageNeeded],
      [{ nested: true }, eventMessages.imageNeeded],
    ];
    for (const [image, message] of cases) {
      const response = await inject({ method: 'POST', url: '/api/events', cookies: admin, payload: { image } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.database.db.select().from(events)).toHaveLength(0);
  });

  it('lets only admins add or delete', async () => {
    const image = await imageDataUrl();
    expect((await inject({ method: 'POST', url: '/api/events', payload: { image } })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/events', cookies: customer, payload: { image } })).statusCode).toBe(403);
    const event = (await inject({ method: 'POST', url: '/api/events', cookies: admin, payload: { image } })).json();
    expect((await inject({ method: 'DELETE', url: `/api/events/${event._id}`, cookies: customer })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/events/${event._id}` })).statusCode).toBe(401);
    const missing = await inject({ method: 'DELETE', url: '/api/events/6f1c2a8e-8a56-4d2b-9a8e-2f0f4c1d9b7a', cookies: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: eventMessages.notFound });
  });
});
