/** Lists that grow with the business are read a page at a time (API.md "Lists that grow"). */
export const listLimits = { maxPageSize: 100 } as const;

export const listMessages = {
  limit: 'limit is a whole number from 1 to 100',
  cursor: 'This page of the list is out of date or was changed. Please start again from the first page.',
} as const;
