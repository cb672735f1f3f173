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
