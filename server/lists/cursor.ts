import { createHmac, timingSafeEqual } from 'node:crypto';
import { listMessages } from '../../contracts/lists';
import { HttpError } from '../errors';

/** A row's place in a list's order: the values it is sorted by, the id last. */
export type SortKey = string[];

/**
 * Cursors say where the next page starts: the sort key of the last row shown, tied to the list and filters it
 * was made for, and signed with a key derived from the server's secret. A cursor stays valid while rows are
 * added (the next page starts after that key, whatever came in meanwhile); one that was forged, edited or
 * made for other filters is a 400.
 */
export function listCursors(secret: string) {
  const key = createHmac('sha256', secret).update('list-cursor').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

  return {
    encode(sortKey: SortKey, scope: string): string {
      const body = Buffer.from(JSON.stringify([scope, sortKey])).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    decode(cursor: string, scope: string): SortKey {
      const [body = '', signature = ''] = cursor.split('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(400, listMessages.cursor);
      const [madeFor, sortKey] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, SortKey];
      if (madeFor !== scope) throw new HttpError(400, listMessages.cursor);
      return sortKey;
    },
  };
}

export type ListCursors = ReturnType<typeof listCursors>;
