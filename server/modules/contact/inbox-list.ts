import { and, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InboxFilters, InboxMessage } from '../../../contracts/contact.schemas';
import { lagosDateTime } from '../../../contracts/lagos-time';
import type { Database } from '../../db/client';
import { contactMessages } from './tables';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { personSearch } from '../../lists/search';
import { senderCustomerId, toInboxJson } from './contact';
import { spreadsheetPhone } from '../../lists/stream';

/** A message as the inbox list carries it, with the sort key it was read at. */
export type ListedMessage = { message: InboxMessage; sortAt: string };

const newestFirst = [
  { column: contactMessages.createdAt, type: 'timestamptz' as const },
  { column: contactMessages.id, type: 'uuid' as const },
];

export const messageKey = (row: ListedMessage): SortKey => [row.sortAt, row.message._id];

/** The inbox, newest first, narrowed to handled or unhandled messages and to a name, phone or e-mail. */
export function inboxMessages(db: Database, filters: InboxFilters): ReadAfter<ListedMessage> {
  const handled = filters.handled === undefined ? undefined : filters.handled === 'true' ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt);
  return async (after, take) => {
    const rows = await db
      .select({ message: contactMessages, customerId: senderCustomerId, sortAt: sql<string>`${contactMessages.createdAt}::text` })
      .from(contactMessages)
      .where(and(handled, filters.q ? personSearch(contactMessages, filters.q) : undefined, after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(take);
    return rows.map(({ message, customerId, sortAt }) => ({ message: toInboxJson(message, customerId), sortAt }));
  };
}

export const inboxCsvHeader = ['Received', 'Name', 'Phone', 'Email', 'Subject', 'Message', 'Handled'];

export function inboxCsvRow({ message }: ListedMessage): (string | number)[] {
  return [lagosDateTime(message.createdAt), message.name, spreadsheetPhone(message.phone), message.email, message.subject, message.message, message.handled ? 'yes' : 'no'];
}
