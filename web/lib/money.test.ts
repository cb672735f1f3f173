import { describe, it, expect } from 'vitest';
import { formatNaira } from './money';

describe('formatNaira', () => {
  it('shows whole naira with separators and no decimals', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(2500)).toBe('₦2,500');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('shows two decimals when kobo is present', () => {
    expect(formatNaira(1250.5)).toBe('₦1,250.50');
    expect(formatNaira(99.99)).toBe('₦99.99');
  });

  it('puts the sign before the naira sign', () => {
    expect(formatNaira(-1250.5)).toBe('-₦1,250.50');
  });

  it('ignores floating point noise below a kobo', () => {
    expect(formatNaira(0.1 + 0.2 + 2.7)).toBe('₦3');
  });
});
