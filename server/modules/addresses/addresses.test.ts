import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressMessages } from '../../../contracts/addresses';
import { addresses } from './tables';
import { cookiesOf, createActivatedUser } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

const home = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };

describe.each(testDatabases())('delivery addresses on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let ada: Record<string, string>;
  let bayo: Record<string, string>;
  beforeEach(async () => {
    const signIn = async (email: string) => {
      await createActivatedUser(t.database.db, { email, password: 'correct-horse' });
      return cookiesOf(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct-horse' } }));
    };
    ada = await signIn('ada@example.com');
    bayo = await signIn('bayo@example.com');
  });

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('adds, lists, edits and deletes the owner’s addresses', async () => {
    const added = await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home });
    expect(added.statusCode).toBe(201);
    const address = added.json();
    expect(address).toEqual({ _id: expect.any(String), ...home });

    const listed = await inject({ method: 'GET', url: '/api/address', cookies: ada });
    expect(listed.json()).toEqual([address]);

    const moved = { ...home, street: '5 Ring Road', city: 'Ibadan North' };
    const updated = await inject({ method: 'PUT', url: `/api/address/${address._id}`, cookies: ada, payload: moved });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ _id: address._id, ...moved, message: addressMessages.updated });

    const deleted = await inject({ method: 'DELETE', url: `/api/address/${address._id}`, cookies: ada });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: addressMessages.deleted });
    expect((await inject({ method: 'GET', url: '/api/address', cookies: ada })).json()).toEqual([]);
  });

  it('refuses a fourth address, even when four arrive at once', async () => {
    const attempts = await Promise.all([1, 2, 3, 4].map((number) => inject({ method: 'POST', url: '/api/address', cookies: ada, payload: { ...home, street: `${number} Dugbe Road` } })));
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 400]);
    const refused = attempts.find((response) => response.statusCode === 400);
    expect(refused?.json()).toEqual({ message: addressMessages.tooMany });
    expect(await t.database.db.select().from(addresses)).toHaveLength(3);
  });

  it('treats another customer’s address as missing', async () => {
    const address = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: home })).json();
    const edit = await inject({ method: 'PUT', url: `/api/address/${address._id}`, cookies: bayo, payload: { ...home, street: 'Hijacked' } });
    const remove = await inject({ method: 'DELETE', url: `/api/address/${address._id}`, cookies: bayo });
    for (const response of [edit, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: addressMessages.notFound });
    }
    expect((await inject({ method: 'GET', url: '/api/address', cookies: bayo })).json()).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/address', cookies: ada })).json()).toEqual([address]);
  });

  it('checks each field with the SPEC.md texts and stores nothing on a failure', async () => {
    const cases: [object, string][] = [
      [{ ...home, street: '' }, 'Street is required'],
      [{ ...home, city: '   ' }, 'City is required'],
      [{ ...home, state: undefined }, 'State is required'],
      [{ ...home, country: 42 }, 'Country is required'],
      [{ ...home, phone: '0803' }, 'Phone number must be atleast 10 characters'],
      [{ ...home, phone: '0803<script>1' }, 'Phone number can only hold digits, spaces, brackets, dashes and a leading +'],
    ];
    for (const [payload, message] of cases) {
      const response = await inject({ method: 'POST', url: '/api/address', cookies: ada, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.database.db.select().from(addresses)).toHaveLength(0);
  });

  it('answers 401 to visitors and 400 to malformed ids', async () => {
    expect((await inject({ method: 'GET', url: '/api/address' })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/address', payload: { street: 1 } })).statusCode).toBe(401);
    const malformed = await inject({ method: 'DELETE', url: '/api/address/12', cookies: ada });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid address id');
  });
});
