import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from './tables';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { ensureAdmin } from './admin-bootstrap';
import { passwordMatches } from './passwords';

describe.each(testDatabases())('bootstrapping the first admin on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(() => emptyDatabase(database.db));

  it('creates an activated admin account', async () => {
    expect(await ensureAdmin(database.db, 'Owner@Brightwire.ng', 'first-password')).toBe('created');
    const [owner] = await database.db.select().from(users);
    expect(owner).toMatchObject({ email: 'owner@brightwire.ng', role: 'admin' });
    expect(owner?.activatedAt).not.toBeNull();
    expect(await passwordMatches(owner?.passwordHash ?? '', 'first-password')).toBe(true);
  });

  it('promotes an existing account and resets its password instead of making a second one', async () => {
    await database.db.insert(users).values({ name: 'Tunde Bakare', email: 'tunde@example.com', passwordHash: 'old', role: 'customer' });
    expect(await ensureAdmin(database.db, 'TUNDE@example.com', 'new-password')).toBe('updated');
    const everyone = await database.db.select().from(users);
    expect(everyone).toHaveLength(1);
    expect(everyone[0]).toMatchObject({ name: 'Tunde Bakare', role: 'admin' });
    expect(everyone[0]?.activatedAt).not.toBeNull();
    expect(await passwordMatches(everyone[0]?.passwordHash ?? '', 'new-password')).toBe(true);
  });
});
