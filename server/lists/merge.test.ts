import { describe, expect, it } from 'vitest';
import type { SortKey } from './cursor';
import { readAll } from './keyset';
import { mergedKey, mergedNewestFirst, type MergedRow } from './merge';

type Row = MergedRow<{ _id: string }>;

/** A list held in memory, newest first, read after a key as a table's index would read it. */
function listOf(rows: Row[]) {
  const sorted = [...rows].sort((a, b) => (a.sortAt === b.sortAt ? (a.entry._id < b.entry._id ? 1 : -1) : a.sortAt < b.sortAt ? 1 : -1));
  return async (after: SortKey | undefined, take: number) =>
    sorted.filter((row) => !after || row.sortAt < (after[0] ?? '') || (row.sortAt === after[0] && row.entry._id < (after[1] ?? ''))).slice(0, take);
}

const row = (second: number, id: string): Row => ({ sortAt: `2026-11-28T10:00:${String(second).padStart(2, '0')}.000000Z`, entry: { _id: id } });

describe('lists merged newest first', () => {
  it('reads every row of every list once, in time order, whatever the page size, ties by id', async () => {
    const inbound = [row(1, 'a1'), row(4, 'a4'), row(4, 'b4'), row(9, 'a9')];
    const told = [row(2, 'c2'), row(4, 'c4'), row(7, 'c7')];
    const replies = [row(3, 'd3'), row(8, 'd8')];
    const expected = ['a9', 'd8', 'c7', 'c4', 'b4', 'a4', 'd3', 'c2', 'a1'];
    for (const pageSize of [1, 2, 3, 100]) {
      const read = mergedNewestFirst([listOf(inbound), listOf(told), listOf(replies)]);
      const ids: string[] = [];
      for await (const each of readAll(read, mergedKey, pageSize)) ids.push(each.entry._id);
      expect(ids, `pages of ${pageSize}`).toEqual(expected);
    }
  });
});
