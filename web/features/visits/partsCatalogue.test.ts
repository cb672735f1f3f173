import { describe, expect, it } from 'vitest';
import { partsMatching } from './partsCatalogue';

const parts = [
  { id: '1', name: '32A MCB Breaker' },
  { id: '2', name: '2.5mm Twin Cable' },
  { id: '3', name: '63A MCB Breaker' },
];

describe('finding a part used on a visit', () => {
  it('finds the parts holding every typed word, in any case and order, and nothing for nothing typed', () => {
    expect(partsMatching(parts, 'breaker 32a').map((part) => part.id)).toEqual(['1']);
    expect(partsMatching(parts, 'MCB').map((part) => part.id)).toEqual(['1', '3']);
    expect(partsMatching(parts, '   ')).toEqual([]);
    expect(partsMatching(parts, 'mcb', 1)).toHaveLength(1);
  });
});
