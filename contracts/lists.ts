/**
 * Lists that grow with the business are read a page at a time (API.md "Lists that grow"). A count shown
 * beside a list (a tab, a menu badge, a dashboard figure) is exact up to `countedUpTo`; past it, the answer
 * gives that number and names the count in its `over` list, and a screen shows "1,000+".
 */
export const listLimits = { maxPageSize: 100, countedUpTo: 1000 } as const;

export const listMessages = {
  limit: 'limit is a whole number from 1 to 100',
  cursor: 'This page of the list is out of date or was changed. Please start again from the first page.',
} as const;

/** A count as a screen shows it: exact up to listLimits.countedUpTo, else that number and `over`. */
export type BoundedCount = { count: number; over: boolean };

/** One of an answer's counts, with whether it passed the limit. */
export function boundedCountOf<Name extends string>(answer: Record<Name, number> & { over: readonly Name[] }, name: Name): BoundedCount {
  return { count: answer[name], over: answer.over.includes(name) };
}

/** Counts the server does not bound (a few thousand rows at most), in the same shape. */
export const exactCount = (count: number): BoundedCount => ({ count, over: false });

/** '1,204', or '1,000+' for a count past the limit, whose exact number the server did not read. */
export function countText({ count, over }: BoundedCount): string {
  const digits = String(over ? listLimits.countedUpTo : count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return over ? `${digits}+` : digits;
}
