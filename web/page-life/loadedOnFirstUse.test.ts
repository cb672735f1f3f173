import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadedOnFirstUse } from './loadedOnFirstUse';

describe('a part loaded on first use', () => {
  it('is fetched once, however often it is used', async () => {
    let fetches = 0;
    const check = loadedOnFirstUse(async () => ({ fetched: (fetches += 1) }));
    check.prefetch();
    const uses = await Promise.all([check.get(), check.get(), check.get()]);
    expect(uses.map((use) => use.fetched)).toEqual([1, 1, 1]);
  });

  it('forgets a failed fetch, so the next use tries again', async () => {
    let attempts = 0;
    const check = loadedOnFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection dropped');
      return 'the form check';
    });
    check.prefetch();
    await expect(check.get()).rejects.toThrow('connection dropped');
    await expect(check.get()).resolves.toBe('the form check');
    expect(attempts).toBe(2);
  });

  it('fetches a module that failed again at an address of its own, which the browser has not marked as failed', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'first-use-'));
    const file = path.join(folder, 'formCheck.mjs');
    writeFileSync(file, "export const check = 'the form check';");
    const address = pathToFileURL(file).href;
    let loads = 0;
    // As Chromium answers every import() of a module whose fetch once failed, without fetching it again.
    const check = loadedOnFirstUse<{ check: string }>(async () => {
      loads += 1;
      throw new TypeError(`Failed to fetch dynamically imported module: ${address}`);
    });
    await expect(check.get()).rejects.toThrow('Failed to fetch');
    await expect(check.get()).resolves.toMatchObject({ check: 'the form check' });
    await expect(check.get()).resolves.toMatchObject({ check: 'the form check' });
    expect(loads).toBe(1);
  });
});
