import { and, desc, eq, sql } from 'drizzle-orm';
import type { CustomerDetail, CustomerRecord } from '../../../contracts/customers.schemas';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { findUserByEmail } from '../auth';
import { bookingsOfPerson } from '../bookings';
import { messagesOfPerson } from '../contact';
import { invoicesOfPerson } from '../invoices';
import { ordersOfAccount } from '../orders';
import { quotesOfPerson } from '../quotes';
import { virtualAccountOf } from '../payments';
import { customerNotes, customers } from './tables';
import { HttpError } from '../../errors';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { personSearch } from '../../lists/search';

export const customerMessages = { notFound: 'Customer not found', noted: 'Note added' } as const;

/** What the customer page shows of each kind: the newest few; each list of its own pages the rest. */
const shownOfEach = 20;

type CustomerRow = typeof customers.$inferSelect;
export type ListedCustomer = { customer: CustomerRecord; sortAt: string };

const toRecord = (row: CustomerRow): CustomerRecord => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

const lastSeenFirst = [
  { column: customers.lastSeenAt, type: 'timestamptz' as const },
  { column: customers.id, type: 'uuid' as const },
];
export const customerKey = (row: ListedCustomer): SortKey => [row.sortAt, row.customer._id];

/** The Customers list, the most recently seen first, on its index; searched by name, e-mail or phone in any writing. */
export function customerList(db: Database, words: string | undefined): ReadAfter<ListedCustomer> {
  return async (after, take) => {
    const rows = await db
      .select({ row: customers, sortAt: sql<string>`${customers.lastSeenAt}::text` })
      .from(customers)
      .where(and(words ? personSearch({ name: customers.name, email: customers.email, phone: customers.phone }, words) : undefined, after ? afterKey(lastSeenFirst, after, 'desc') : undefined))
      .orderBy(desc(customers.lastSeenAt), desc(customers.id))
      .limit(take);
    return rows.map(({ row, sortAt }) => ({ customer: toRecord(row), sortAt }));
  };
}

async function findCustomerRow(db: Database, id: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new HttpError(404, customerMessages.notFound);
  return row;
}

/**
 * One customer with their orders (through their account), bookings, messages, quotes, invoices, credit and
 * notes: each read through what its module offers (the customer's keys find them), the notes from our own table.
 */
export async function customerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const row = await findCustomerRow(db, id);
  const account = row.emailKey ? await findUserByEmail(db, row.emailKey) : undefined;
  const [orderList, bookingList, messageList, quoteList, invoiceList, noteRows] = await Promise.all([
    account ? ordersOfAccount(db, account.id, shownOfEach) : Promise.resolve([]),
    bookingsOfPerson(db, row, shownOfEach),
    messagesOfPerson(db, row, shownOfEach),
    quotesOfPerson(db, row, shownOfEach),
    invoicesOfPerson(db, row, shownOfEach),
    db.select().from(customerNotes).where(eq(customerNotes.customerId, id)).orderBy(desc(customerNotes.createdAt), desc(customerNotes.id)).limit(shownOfEach),
  ]);
  return {
    customer: { ...toRecord(row), virtualAccount: await virtualAccountOf(db, row.email) },
    orders: orderList,
    bookings: bookingList,
    messages: messageList,
    quotes: quoteList.quotes,
    invoices: invoiceList.invoices,
    credit: nairaOfKobo(quoteList.creditKobo + invoiceList.creditKobo),
    notes: noteRows.map((note) => ({ _id: note.id, body: note.body, writtenBy: note.writtenBy, createdAt: note.createdAt.toISOString() })),
  };
}

export async function addCustomerNote(db: Database, id: string, body: string, writtenBy: string) {
  await findCustomerRow(db, id);
  const [note] = await db.insert(customerNotes).values({ customerId: id, body, writtenBy }).returning();
  if (!note) throw new Error('note was not stored');
  return { _id: note.id, body: note.body, writtenBy: note.writtenBy, createdAt: note.createdAt.toISOString() };
}
