import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './client';

describe('the embedded database', () => {
  it('keeps what was written across a restart', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'embedded-test-')), 'nested', 'db');
    const first = await openEmbeddedDatabase(folder);
    // Plain SQL: the database layer knows no module's tables (they live in server/modules/*/tables.ts).
    await first.db.execute(sql`insert into bookings (name, phone, service, date, time) values ('Kemi Adeyemi', '08031234567', 'Solar Services', '2026-12-01', '10:30')`);
    await first.close();

    const second = await openEmbeddedDatabase(folder);
    const { rows: stored } = (await second.db.execute(sql`select name, to_char(date, 'YYYY-MM-DD') as date, time, email, note from bookings`)) as { rows: object[] };
    await second.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Kemi Adeyemi', date: '2026-12-01', time: '10:30', email: '', note: '' });
  });
});
