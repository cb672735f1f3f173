// Part of `npm run bench:scale`: a database filled to a size (or found filled from an earlier run), and
// what the bench needs from it to ask realistic questions: words to search for, taken from rows in the
// middle of the tables, and cursors deep inside each long list.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bookingSortOf, type BookingListQuery } from '../contracts/booking.schemas';
import type { InboxFilters } from '../contracts/contact.schemas';
import type { OrderFilters } from '../contracts/orders.schemas';
import { openEmbeddedDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from '../server/db/client';
import { scopeOf } from '../server/lists/answer';
import { listCursors, type SortKey } from '../server/lists/cursor';
import { readAll, type ReadAfter } from '../server/lists/keyset';
import { adminBookings, bookingKey } from '../server/modules/bookings/booking-lists';
import { inboxMessages, messageKey } from '../server/modules/contact/inbox-list';
import { adminOrders, orderKey } from '../server/modules/orders/order-lists';
import { adminProducts, productKey, shopProductPages } from '../server/modules/products/products';
import { countRows, customerPassword, fillFingerprint, fillShop, holdsSize, productImages, selectRows, type RowCounts, type ScaleSize } from './bench-scale-fill';

export type DatabaseKind = 'postgres' | 'embedded';

/** Where one size lives: the server's data folder (uploads; the embedded database too) and, on PostgreSQL, its database. */
export type Place = { kind: DatabaseKind; label: string; dataDir: string; databaseUrl?: string };

/** The words the bench searches for, each found in the data. */
export type SearchTerms = Record<
  | 'bookingName'
  | 'bookingFirstName'
  | 'bookingPhone'
  | 'bookingEmail'
  | 'orderReference'
  | 'orderCustomerName'
  | 'orderCustomerEmail'
  | 'messageName'
  | 'messagePhone'
  | 'messageEmail'
  | 'productCode',
  string
>;

/** The long lists the bench opens in their middle, each with the filters of its scope. */
export const deepLists = {
  orders: { list: 'orders/admin', filters: {} as OrderFilters },
  ordersPaid: { list: 'orders/admin', filters: { view: 'paid' } as OrderFilters },
  ordersUnpaid: { list: 'orders/admin', filters: { view: 'unpaid' } as OrderFilters },
  bookings: { list: 'bookings/admin', filters: {} as BookingListQuery },
  bookingsByDate: { list: 'bookings/admin', filters: { sort: 'date_asc' } as BookingListQuery },
  bookingsCompleted: { list: 'bookings/admin', filters: { status: 'completed' } as BookingListQuery },
  inbox: { list: 'inbox', filters: {} as InboxFilters },
  inboxHandled: { list: 'inbox', filters: { handled: 'true' } as InboxFilters },
  products: { list: 'products/admin', filters: {} },
  shopCategory: { list: 'products/shop', filters: { category: 'solar-panels' } },
} as const;
export type DeepList = keyof typeof deepLists;

export type Fixtures = {
  counts: RowCounts;
  fillSeconds: number | null;
  customer: { email: string; password: string };
  terms: SearchTerms;
  /** A cursor at the middle of each long list, signed as the server signs its own. */
  middleCursors: Record<DeepList, string>;
};

async function openPlace(place: Place): Promise<DatabaseHandle> {
  if (place.databaseUrl) return openPostgresDatabase(place.databaseUrl, 2);
  mkdirSync(path.join(place.dataDir, 'db'), { recursive: true });
  return openEmbeddedDatabase(path.join(place.dataDir, 'db'));
}

/** A new, empty database in the place: PostgreSQL's is dropped and made again, the embedded one's folder removed. */
async function emptyPlace(place: Place, serverUrl: string | undefined): Promise<void> {
  if (!place.databaseUrl || !serverUrl) {
    rmSync(path.join(place.dataDir, 'db'), { recursive: true, force: true });
    return;
  }
  const name = new URL(place.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

async function ensureDatabaseExists(place: Place, serverUrl: string | undefined): Promise<void> {
  if (!place.databaseUrl || !serverUrl) return;
  const name = new URL(place.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** The key of the row in the middle of a list, found by walking it as its whole-list answer does. */
async function middleKey<Row>(read: ReadAfter<Row>, keyOf: (row: Row) => SortKey): Promise<SortKey> {
  const marks: SortKey[] = [];
  let seen = 0;
  for await (const row of readAll(read, keyOf)) {
    if (seen % 1000 === 0) marks.push(keyOf(row));
    seen += 1;
  }
  const middle = marks[Math.floor(marks.length / 2)];
  if (!middle) throw new Error('a list to open in the middle is empty');
  return middle;
}

async function middleCursors(db: Database, secret: string): Promise<Record<DeepList, string>> {
  const cursors = listCursors(secret);
  const { orders, ordersPaid, ordersUnpaid, bookings, bookingsByDate, bookingsCompleted, inbox, inboxHandled } = deepLists;
  // The scopes are made as the routes make them: a list's name and its filters (bookings: with the sort they imply).
  const orderCursor = async (filters: OrderFilters) => cursors.encode(await middleKey(adminOrders(db, filters), orderKey), scopeOf('orders/admin', filters));
  const bookingCursor = async (filters: BookingListQuery) =>
    cursors.encode(await middleKey(adminBookings(db, filters), bookingKey), scopeOf('bookings/admin', { ...filters, sort: bookingSortOf(filters) }));
  const inboxCursor = async (filters: InboxFilters) => cursors.encode(await middleKey(inboxMessages(db, filters), messageKey), scopeOf('inbox', filters));
  return {
    orders: await orderCursor(orders.filters),
    ordersPaid: await orderCursor(ordersPaid.filters),
    ordersUnpaid: await orderCursor(ordersUnpaid.filters),
    bookings: await bookingCursor(bookings.filters),
    bookingsByDate: await bookingCursor(bookingsByDate.filters),
    bookingsCompleted: await bookingCursor(bookingsCompleted.filters),
    inbox: await inboxCursor(inbox.filters),
    inboxHandled: await inboxCursor(inboxHandled.filters),
    products: cursors.encode(await middleKey(adminProducts(db, undefined), productKey), scopeOf('products/admin', { q: undefined })),
    // As GET /products makes a shop page's scope: every filter named, the unused ones empty.
    shopCategory: cursors.encode(
      await middleKey(shopProductPages(db, deepLists.shopCategory.filters), (row) => row.key),
      scopeOf('products/shop', { q: undefined, sort: undefined, inStock: undefined, spec: undefined, ...deepLists.shopCategory.filters }),
    ),
  };
}

/** A row a third of the way down a table's newest-first order: neither the newest nor a rarity. */
async function rowAThirdDown<Row>(db: Database, table: string, where: string, total: number): Promise<Row> {
  const [row] = await selectRows<Row>(db, sql.raw(`select * from ${table} where ${where} order by created_at desc, id desc offset ${Math.floor(total / 3)} limit 1`));
  if (!row) throw new Error(`no row in ${table} where ${where}`);
  return row;
}

/** Words found in the data, each in someone other than the busiest customer (whose thousand rows would all match). */
async function searchTerms(db: Database, counts: RowCounts, customer: { id: string; email: string }): Promise<SearchTerms> {
  const localPart = (email: string) => email.split('@')[0] ?? email;
  const someoneElse = `email <> '' and email <> '${customer.email.replace(/'/g, "''")}'`;
  const booking = await rowAThirdDown<{ name: string; phone: string; email: string }>(db, 'bookings', someoneElse, Math.floor(counts.bookings * 0.6));
  const order = await rowAThirdDown<{ reference: string; user_id: string }>(db, 'orders', `user_id <> '${customer.id}'`, counts.orders);
  const [buyer] = await selectRows<{ name: string; email: string }>(db, sql`select name, email from users where id = ${order.user_id}`);
  const message = await rowAThirdDown<{ name: string; phone: string; email: string }>(db, 'contact_messages', "email <> ''", Math.floor(counts.messages * 0.6));
  const product = await rowAThirdDown<{ name: string }>(db, 'products', 'deleted_at is null', Math.floor(counts.products * 0.9));
  return {
    bookingName: booking.name,
    bookingFirstName: booking.name.split(' ')[0] ?? booking.name,
    bookingPhone: booking.phone,
    bookingEmail: localPart(booking.email),
    orderReference: order.reference.slice(5, 15),
    orderCustomerName: buyer?.name ?? '',
    orderCustomerEmail: localPart(buyer?.email ?? ''),
    messageName: message.name,
    messagePhone: message.phone,
    messageEmail: localPart(message.email),
    productCode: /BW-\d+/.exec(product.name)?.[0] ?? product.name,
  };
}

/** The fill a place holds, as written when it was filled: its generator and size. */
const fillNoteOf = (place: Place) => path.join(place.dataDir, 'filled-by.txt');
const filledBy = (place: Place) => (existsSync(fillNoteOf(place)) ? readFileSync(fillNoteOf(place), 'utf8').trim() : '');

/**
 * Makes sure the place holds `size`: a database from an earlier run is used again when the same generator
 * filled it and its rows match, and emptied and filled again when not. Answers what the bench needs from it.
 */
export async function preparePlace(place: Place, size: ScaleSize, secret: string, serverUrl: string | undefined, log: (line: string) => void): Promise<Fixtures> {
  await ensureDatabaseExists(place, serverUrl);
  let handle = await openPlace(place);
  try {
    const images = await productImages(path.join(place.dataDir, 'uploads'));
    let counts = await countRows(handle.db);
    let fillSeconds: number | null = null;
    if (!holdsSize(counts, size) || filledBy(place) !== fillFingerprint(size)) {
      log(`  ${place.kind} ${place.label}: filling ${JSON.stringify(size)} (found ${JSON.stringify(counts)})`);
      await handle.close();
      await emptyPlace(place, serverUrl);
      handle = await openPlace(place);
      fillSeconds = await fillShop(handle.db, size, images, log);
      counts = await countRows(handle.db);
      writeFileSync(fillNoteOf(place), fillFingerprint(size));
      log(`  ${place.kind} ${place.label}: filled in ${fillSeconds.toFixed(0)} s`);
    } else log(`  ${place.kind} ${place.label}: using the database filled by an earlier run (${JSON.stringify(counts)})`);
    const [customer] = await selectRows<{ id: string; email: string }>(handle.db, sql`select id, email from users where role = 'customer' order by created_at, id limit 1`);
    if (!customer) throw new Error('no customer in the filled database');
    const walkStarted = Date.now();
    const cursors = await middleCursors(handle.db, secret);
    log(`  ${place.kind} ${place.label}: middle of each long list found in ${((Date.now() - walkStarted) / 1000).toFixed(0)} s`);
    return { counts, fillSeconds, customer: { email: customer.email, password: customerPassword }, terms: await searchTerms(handle.db, counts, customer), middleCursors: cursors };
  } finally {
    await handle.close();
  }
}
