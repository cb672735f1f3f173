import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backUpEmbedded, restoreEmbedded } from './backup';
import { openEmbeddedDatabase } from './client';
import { bookings } from '../modules/bookings/tables';

describe('backing up the embedded database', () => {
  // Five embedded databases open one after another: about half a minute on a small machine.
  it('round-trips the database and the uploaded images through one file', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
    const first = await openEmbeddedDatabase(path.join(dataDir, 'db'));
    await first.db.insert(bookings).values({ name: 'Kemi Adeyemi', phone: '08031234567', service: 'Solar Services', date: '2026-12-01', time: '10:30' });
    await first.close();
    const uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'abc.webp'), 'image bytes');

    const file = path.join(dataDir, 'backups', 'nightly.tar.gz');
    await backUpEmbedded(dataDir, file);
    expect(existsSync(file)).toBe(true);

    const later = await openEmbeddedDatabase(path.join(dataDir, 'db'));
    await later.db.insert(bookings).values({ name: 'Written After', phone: '08031234567', service: 'Automation', date: '2026-12-02', time: '11:00' });
    await later.close();
    writeFileSync(path.join(uploads, 'later.webp'), 'newer image');

    const kept = await restoreEmbedded(dataDir, file);
    expect(readdirSync(path.join(kept))).toEqual(expect.arrayContaining(['db', 'uploads']));
    expect(readdirSync(uploads)).toEqual(['abc.webp']);
    const restored = await openEmbeddedDatabase(path.join(dataDir, 'db'));
    const names = (await restored.db.select().from(bookings)).map((row) => row.name);
    await restored.close();
    expect(names).toEqual(['Kemi Adeyemi']);
  });
});
