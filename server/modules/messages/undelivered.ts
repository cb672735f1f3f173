import { and, desc, eq, sql } from 'drizzle-orm';
import type { UndeliveredMessage } from '../../../contracts/messaging.schemas';
import type { Database } from '../../db/client';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { customerMessages } from './tables';

/**
 * The messages to customers' phones that ended undelivered (every channel refused them, reported them
 * undelivered, or was down for a day of tries), newest first: the office's list, as Failed mail is for mail.
 */
const newestFirst = [
  { column: customerMessages.createdAt, type: 'timestamptz' as const },
  { column: customerMessages.id, type: 'uuid' as const },
];

export type ListedUndelivered = { message: UndeliveredMessage; sortAt: string };
export const undeliveredKey = (row: ListedUndelivered): SortKey => [row.sortAt, row.message._id];

export function undeliveredMessages(db: Database): ReadAfter<ListedUndelivered> {
  return async (after, take) => {
    const rows = await db
      .select({ row: customerMessages, sortAt: sql<string>`${customerMessages.createdAt}::text` })
      .from(customerMessages)
      .where(and(eq(customerMessages.state, 'failed'), after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(take);
    return rows.map(({ row, sortAt }) => ({
      sortAt,
      message: { _id: row.id, phone: row.phone, event: row.event, about: row.about, triedChannels: row.triedChannels, lastError: row.lastError, createdAt: row.createdAt.toISOString() },
    }));
  };
}
