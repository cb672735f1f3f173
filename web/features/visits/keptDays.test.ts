import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contracts/lagos-time';
import { todayInLagos } from '../../lib/dates';
import { keptNames } from '../../lib/keptForSignedIn';
import { keepDay, keptDay } from './keptDays';
import { withBrowserStorage } from '../../testing/browserStorage';

describe("the days a technician's phone keeps", () => {
  withBrowserStorage();

  it('keeps each day with when it was fetched, per technician, and lets go of days before yesterday', () => {
    const today = todayInLagos();
    keepDay('ade', { date: addDays(today, -3), visits: [] }, 1000);
    keepDay('ade', { date: addDays(today, -1), visits: [] }, 2000);
    keepDay('ade', { date: today, visits: [] }, 3000);
    expect(keptDay('ade', today)).toEqual({ day: { date: today, visits: [] }, fetchedAt: 3000 });
    expect(keptDay('bola', today)).toBeUndefined();
    expect(keptDay('ade', addDays(today, -3))).toBeUndefined();
    expect(keptNames('my-day.').sort()).toEqual([`my-day.ade.${addDays(today, -1)}`, `my-day.ade.${today}`]);
  });
});
