import { describe, it, expect } from 'vitest';
import { dayInLagos, formatDay, formatTime, todayInLagos } from './dates';

describe('todayInLagos', () => {
  it('is already tomorrow in Lagos an hour before midnight UTC', () => {
    expect(todayInLagos(new Date('2026-03-03T23:30:00Z'))).toBe('2026-03-04');
  });

  it('is still today in Lagos just after midnight UTC', () => {
    expect(todayInLagos(new Date('2026-03-03T00:30:00Z'))).toBe('2026-03-03');
  });

  it('rolls over the year in Lagos before it does in UTC', () => {
    expect(todayInLagos(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });
});

describe('dayInLagos', () => {
  it('reads an ISO timestamp in Lagos time', () => {
    expect(dayInLagos('2026-03-03T22:59:59.000Z')).toBe('2026-03-03');
    expect(dayInLagos('2026-03-03T23:00:00.000Z')).toBe('2026-03-04');
  });
});

describe('formatDay', () => {
  it('writes weekday, day, month and year', () => {
    expect(formatDay('2026-03-03')).toBe('Tue, 3 Mar 2026');
    expect(formatDay('2026-09-30')).toBe('Wed, 30 Sep 2026');
    expect(formatDay('2024-02-29')).toBe('Thu, 29 Feb 2024');
  });
});

describe('formatTime', () => {
  it('writes a 12-hour clock time', () => {
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });
});
