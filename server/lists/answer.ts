import type { FastifyReply } from 'fastify';
import type { PageQuery } from '../../contracts/lists.schemas';
import type { ListCursors, SortKey } from './cursor';
import { readAll, readPage, type ReadAfter } from './keyset';
import { jsonListStream } from './stream';

type ListOf<Name extends string, Row, Json> = {
  /** The answer's field for the rows ('orders'). */
  name: Name;
  /** The whole list answers as a bare array, as GET /orders/user did before pages (API.md). */
  wholeListIsArray?: boolean;
  /** What a cursor is tied to: the list and its filters. */
  scope: string;
  read: ReadAfter<Row>;
  keyOf: (row: Row) => SortKey;
  /** The row as the answer carries it, written through the route's schema. */
  encode: (row: Row) => Json;
};

type ListPageAnswer<Name extends string, Json> = { [key in Name]: Json[] } & { nextCursor: string | null };

/**
 * Answers a list call as API.md's "Lists that grow" says: with `limit`, one page and the cursor of the next;
 * without, the whole list, sent on `reply` as it streams from the database a batch at a time (then the route
 * answers with its reply: `return (await answerList(...)) ?? reply`).
 */
export async function answerList<Name extends string, Row, Json>(
  cursors: ListCursors,
  query: PageQuery,
  list: ListOf<Name, Row, Json>,
  reply: FastifyReply,
): Promise<ListPageAnswer<Name, Json> | undefined> {
  if (query.limit === undefined) {
    reply.type('application/json; charset=utf-8').send(jsonListStream(readAll(list.read, list.keyOf), list.encode, list.wholeListIsArray ? undefined : list.name));
    return undefined;
  }
  const after = query.cursor ? cursors.decode(query.cursor, list.scope) : undefined;
  const page = await readPage(list.read, list.keyOf, query.limit, after);
  const nextCursor = page.nextKey ? cursors.encode(page.nextKey, list.scope) : null;
  return { [list.name]: page.rows.map(list.encode), nextCursor } as ListPageAnswer<Name, Json>;
}

/** A list's scope: its name and its filters in a fixed order, so the same filters always make the same scope. */
export function scopeOf(list: string, filters: Record<string, unknown>): string {
  return JSON.stringify([
    list,
    Object.keys(filters)
      .sort()
      .map((key) => [key, filters[key] ?? null]),
  ]);
}
