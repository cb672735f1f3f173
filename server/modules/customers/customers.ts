import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomerDetail, CustomerRecord } from '../../../contracts/customers.schemas';
import { balanceKobo, nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { contactMessages } from '../contact/tables';
import { customerNotes, customers } from './tables';
import { invoices } from '../invoices/tables';
import { orders } from '../orders/tables';
import { quotes } from '../quotes/tables';
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

/**
 * Rows of another table that are this customer's: the same e-mail (any case) or a phone ending in the same
 * national digits. Each side is served by that table's own index (the trigram index of its e-mails, and the b-tree of reversed
 * phone digits, migration 0009), so a customer's page costs the same however large the tables grow.
 */
function samePerson(columns: { email: AnyColumn; phone: AnyColumn }, row: CustomerRow): SQL | undefined {
  const byEmail = row.emailKey ? ilike(columns.email, row.emailKey.replace(/[\\%_]/g, (character) => `\\${character}`)) : undefined;
  const byPhone = row.phoneKey ? sql`reverse(regexp_replace(${columns.phone}, '[^0-9]', '', 'g')) like ${`${[...row.phoneKey].reverse().join('')}%`}` : undefined;
  return or(byEmail, byPhone);
}

async function findCustomerRow(db: Database, id: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new HttpError(404, customerMessages.notFound);
  return row;
}

/** One customer with their orders (through their account), bookings, messages, quotes, invoices, credit and notes. */
export async function customerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const row = await findCustomerRow(db, id);
  const [account] = row.emailKey ? await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, row.emailKey)).limit(1) : [];
  const [orderRows, bookingRows, messageRows, quoteRows, invoiceRows, noteRows] = await Promise.all([
    account ? db.select().from(orders).where(eq(orders.userId, account.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(shownOfEach) : Promise.resolve([]),
    db.select().from(bookings).where(samePerson(bookings, row)).orderBy(desc(bookings.date), desc(bookings.time)).limit(shownOfEach),
    db.select().from(contactMessages).where(samePerson(contactMessages, row)).orderBy(desc(contactMessages.createdAt)).limit(shownOfEach),
    db.select().from(quotes).where(samePerson({ email: quotes.customerEmail, phone: quotes.customerPhone }, row)).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(shownOfEach),
    db.select().from(invoices).where(samePerson({ email: invoices.customerEmail, phone: invoices.customerPhone }, row)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(shownOfEach),
    db.select().from(customerNotes).where(eq(customerNotes.customerId, id)).orderBy(desc(customerNotes.createdAt), desc(customerNotes.id)).limit(shownOfEach),
  ]);
  const creditKobo = [...quoteRows, ...invoiceRows].reduce((sum, document) => sum + document.creditKobo, 0);
  return {
    customer: toRecord(row),
    orders: orderRows.map((order) => ({ _id: order.id, reference: order.reference, status: order.status, fulfilmentStatus: order.fulfilmentStatus, total: nairaOfKobo(order.totalKobo), createdAt: order.createdAt.toISOString() })),
    bookings: bookingRows.map((booking) => ({ _id: booking.id, service: booking.service, date: booking.date, time: booking.time, status: booking.status })),
    messages: messageRows.map((message) => ({ _id: message.id, subject: message.subject, message: message.message, createdAt: message.createdAt.toISOString() })),
    quotes: quoteRows.map((quote) => ({ _id: quote.id, number: quote.number, title: quote.title, status: quote.status, createdAt: quote.createdAt.toISOString() })),
    invoices: invoiceRows.map((invoice) => ({
      _id: invoice.id,
      number: invoice.number,
      title: invoice.title,
      status: invoice.status,
      total: nairaOfKobo(invoice.totalKobo),
      balance: nairaOfKobo(balanceKobo(invoice)),
      createdAt: invoice.createdAt.toISOString(),
    })),
    credit: nairaOfKobo(creditKobo),
    notes: noteRows.map((note) => ({ _id: note.id, body: note.body, writtenBy: note.writtenBy, createdAt: note.createdAt.toISOString() })),
  };
}

export async function addCustomerNote(db: Database, id: string, body: string, writtenBy: string) {
  await findCustomerRow(db, id);
  const [note] = await db.insert(customerNotes).values({ customerId: id, body, writtenBy }).returning();
  if (!note) throw new Error('note was not stored');
  return { _id: note.id, body: note.body, writtenBy: note.writtenBy, createdAt: note.createdAt.toISOString() };
}
