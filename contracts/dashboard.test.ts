import { describe, expect, it } from 'vitest';
import { monthOf, nextWeekOf } from './dashboard';

describe('the dashboard periods', () => {
  it('names the first and last day of a month, and of the months around it', () => {
    expect(monthOf('2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthOf('2026-03-17', -1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2024-03-01', -1)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf('2026-01-31', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthOf('2026-12-05', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });

  it('takes the coming week as the 7 days after today, across a month', () => {
    expect(nextWeekOf('2026-03-28')).toEqual({ from: '2026-03-29', to: '2026-04-04' });
  });
});
