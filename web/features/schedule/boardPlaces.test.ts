import { describe, expect, it } from 'vitest';
import { visitPlace } from './boardPlaces';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe("a visit's place on the day board", () => {
  it('starts at its quarter hour and spans its length', () => {
    expect(visitPlace(at(7), 60)).toBe('col-start-1 col-span-4');
    expect(visitPlace(at(9), 60)).toBe('col-start-9 col-span-4');
    expect(visitPlace(at(10, 30), 90)).toBe('col-start-15 col-span-6');
  });

  it('covers every quarter the visit touches', () => {
    expect(visitPlace(at(10, 10), 60)).toBe('col-start-13 col-span-5');
  });

  it('is wide enough to read however short the visit', () => {
    expect(visitPlace(at(12), 10)).toBe('col-start-21 col-span-2');
  });

  it('keeps a visit outside 07:00 to 19:00 on the board, at its nearer end', () => {
    expect(visitPlace(at(2), 60)).toBe('col-start-1 col-span-2');
    expect(visitPlace(at(18, 30), 120)).toBe('col-start-47 col-span-2');
    expect(visitPlace(at(20), 60)).toBe('col-start-48 col-span-1');
  });
});
