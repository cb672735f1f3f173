import { describe, expect, it } from 'vitest';
import { lagosClock } from './lagos-time';

describe('lagosClock', () => {
  it('agrees with the time-zone database on Africa/Lagos every 7 hours for five years', () => {
    const lagos = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.UTC(2025, 0, 1);
    for (let at = start; at < start + 5 * 366 * 24 * 3600_000; at += 7 * 3600_000 + 60_000) {
      const parts = Object.fromEntries(lagos.formatToParts(at).map((part) => [part.type, part.value]));
      expect(lagosClock(new Date(at))).toEqual({ day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` });
    }
  });
});
