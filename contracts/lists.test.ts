import { describe, expect, it } from 'vitest';
import { boundedCountOf, countText } from './lists';

describe('counts beside the back office lists', () => {
  it('reads exactly up to the limit, and past it as the limit and a plus', () => {
    expect(countText({ count: 0, over: false })).toBe('0');
    expect(countText({ count: 999, over: false })).toBe('999');
    expect(countText({ count: 1000, over: false })).toBe('1,000');
    expect(countText({ count: 1000, over: true })).toBe('1,000+');
  });

  it('takes a count from an answer with whether the server stopped counting it', () => {
    const answer = { paid: 1000, unpaid: 412, over: ['paid' as const] };
    expect(boundedCountOf(answer, 'paid')).toEqual({ count: 1000, over: true });
    expect(boundedCountOf(answer, 'unpaid')).toEqual({ count: 412, over: false });
  });
});
