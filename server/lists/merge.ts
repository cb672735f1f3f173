import { sql, type AnyColumn } from 'drizzle-orm';
import type { SortKey } from './cursor';
import type { ReadAfter } from './keyset';

/**
 * A time as fixed-width UTC text ('2026-11-28T10:45:12.123456Z', to the microsecond PostgreSQL keeps): keys of
 * rows from several tables then compare as text in time order, and the text reads back as a timestamptz.
 */
export const sortableTime = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A row of a merged list, with the key it sorts by: its sortable time, then its id. */
export type MergedRow<Entry extends { _id: string }> = { entry: Entry; sortAt: string };
export const mergedKey = <Entry extends { _id: string }>(row: MergedRow<Entry>): SortKey => [row.sortAt, row.entry._id];

const newerFirst = (a: SortKey, b: SortKey) => {
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index] ?? '';
    const right = b[index] ?? '';
    if (left !== right) return left < right ? 1 : -1;
  }
  return 0;
};

/**
 * One list, newest first, of several lists each read newest first on its own index after the same key: each
 * gives at most `take` rows after the key, and the newest `take` of them all are the merged list's next rows.
 * A page costs one indexed read a list, however long the lists grow.
 */
export function mergedNewestFirst<Entry extends { _id: string }>(lists: ReadAfter<MergedRow<Entry>>[]): ReadAfter<MergedRow<Entry>> {
  return async (after, take) => {
    const pages = await Promise.all(lists.map((read) => read(after, take)));
    return pages
      .flat()
      .sort((a, b) => newerFirst(mergedKey(a), mergedKey(b)))
      .slice(0, take);
  };
}
