import { z } from 'zod';
import { isCalendarDay } from './lagos-time';
import { listLimits, listMessages } from './lists';

/** `limit` and `cursor` beside a list's filters; without `limit`, the whole list. */
export const pageQuery = z.object({
  limit: z.coerce.number({ error: listMessages.limit }).int(listMessages.limit).min(1, listMessages.limit).max(listLimits.maxPageSize, listMessages.limit).optional(),
  cursor: z
    .string()
    .max(1000, listMessages.cursor)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, listMessages.cursor)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A page of a list: the rows under the list's own name and the cursor of the next page, null on the last. */
export function pageAnswer<Name extends string, Row extends z.ZodType>(name: Name, row: Row) {
  return z.object({ [name]: z.array(row), nextCursor: z.string().nullable() } as { [key in Name]: z.ZodArray<Row> } & { nextCursor: z.ZodNullable<z.ZodString> });
}

/** The answer of a list call: a page when `limit` was given, the whole list otherwise (API.md). */
export function listAnswer<Name extends string, Row extends z.ZodType>(name: Name, row: Row) {
  return z.object({ [name]: z.array(row), nextCursor: z.string().nullable().optional() } as { [key in Name]: z.ZodArray<Row> } & { nextCursor: z.ZodOptional<z.ZodNullable<z.ZodString>> });
}

/** Which of an answer's counts passed listLimits.countedUpTo: each then holds that limit, and a screen shows "1,000+". */
export const countsOver = <const Name extends string>(names: readonly [Name, ...Name[]]) => z.array(z.enum(names));

/** Counts beside lists (tabs): each a number exact up to listLimits.countedUpTo, and `over` naming those past it. */
export function countsSchema<const Name extends string>(names: readonly [Name, ...Name[]]) {
  const numbers = Object.fromEntries(names.map((name) => [name, z.number()])) as { [key in Name]: z.ZodNumber };
  return z.object({ ...numbers, over: countsOver(names) });
}

/** A Lagos calendar day in a list's filters: 'YYYY-MM-DD' naming a day that exists. */
export const dayFilter = (name: string) => z.string().refine(isCalendarDay, `${name} is a date like 2026-03-31`);

/** Words to search a list for; blank is no search. */
export const searchFilter = z
  .string()
  .trim()
  .max(100, 'Search for at most 100 characters')
  .transform((words) => words || undefined)
  .optional();
