import { describe, expect, it } from 'vitest';
import { addDays, formatDay, lagosClock } from './lagos-time';

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

describe('formatDay', () => {
  it('writes every day of five years as DESIGN.md does, the way Intl would in English', () => {
    const english = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    for (let day = '2024-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      const parts = Object.fromEntries(english.formatToParts(new Date(`${day}T12:00:00Z`)).map((part) => [part.type, part.value]));
      expect(formatDay(day)).toBe(`${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`);
    }
    expect(formatDay('2026-03-03')).toBe('Tue, 3 Mar 2026');
    expect(formatDay('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });
});
