import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './client';
import { bookings } from './schema';

describe('the embedded database', () => {
  it('keeps what was written across a restart', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'embedded-test-')), 'nested', 'db');
    const first = await openEmbeddedDatabase(folder);
    await first.db.insert(bookings).values({ name: 'Kemi Adeyemi', phone: '08031234567', service: 'Solar Services', date: '2026-12-01', time: '10:30' });
    await first.close();

    const second = await openEmbeddedDatabase(folder);
    const stored = await second.db.select().from(bookings);
    await second.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Kemi Adeyemi', date: '2026-12-01', time: '10:30', email: '', note: '' });
  });
});
