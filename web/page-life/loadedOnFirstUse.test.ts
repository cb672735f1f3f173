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
});
