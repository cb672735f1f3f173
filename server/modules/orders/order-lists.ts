import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { lagosDateTime, lagosDayStart, nextLagosDay } from '../../../contracts/lagos-time';
import { findOrderNumber, orderMessages, orderNumber } from '../../../contracts/orders';
import type { OrderFilters } from '../../../contracts/orders.schemas';
import type { Order } from '../../../contracts/orders.schemas';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { orderLines, orders } from './tables';
import { HttpError } from '../../errors';
import { boundedCount, countsAnswer } from '../../lists/count';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { likeAnywhere, nameSearch, phoneSearch } from '../../lists/search';
import { orderLinesOf, toOrderJson } from './orders';
import { spreadsheetPhone } from '../../lists/stream';

/** An order as a list carries it, with the sort key it was read at (created_at to the microsecond, then id). */
export type ListedOrder = { order: Order; sortAt: string };

const newestFirst = [
  { column: orders.createdAt, type: 'timestamptz' as const },
  { column: orders.id, type: 'uuid' as const },
];

export const orderKey = (row: ListedOrder): SortKey => [row.sortAt, row.order._id];

/**
 * The Order History's tabs: to ship (paid, not yet sent: orders in transit or delivered have left the
 * shelf), all paid, unpaid.
 */
const views: Record<NonNullable<OrderFilters['view']>, SQL> = {
  to_ship: sql`${orders.status} = 'success' and ${orders.fulfilmentStatus} = 'processing'`,
  paid: sql`${orders.status} = 'success'`,
  unpaid: sql`${orders.status} <> 'success'`,
};

/** The to-ship queue is worked oldest first (the longest wait is packed first); every other tab newest first. */
const directionOf = (filters: OrderFilters) => (filters.view === 'to_ship' ? 'asc' : 'desc');

function listOrder(filters: OrderFilters) {
  const by = directionOf(filters) === 'asc' ? asc : desc;
  return [by(orders.createdAt), by(orders.id)];
}

/** The Order History's tab and dates, and where a page starts. */
function narrowing(filters: OrderFilters, after: SortKey | undefined): (SQL | undefined)[] {
  return [
    filters.view ? views[filters.view] : undefined,
    filters.from ? gte(orders.createdAt, lagosDayStart(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, lagosDayStart(nextLagosDay(filters.to))) : undefined,
    after ? afterKey(newestFirst, after, directionOf(filters)) : undefined,
  ];
}

/**
 * What a search can mean, each looked up on its own index: the order number ('#ORD-1042', its unique
 * index), the delivery phone however it was typed (its digits' trigrams or ending), the payment reference
 * (trigrams), the customer's name free of accents and word order or e-mail (users' trigrams, then their
 * orders on orders_user_idx).
 */
function searchMatches(db: Database, q: string): SQL[] {
  const number = findOrderNumber(q);
  if (number !== undefined) return [eq(orders.number, number)];
  const byPhone = phoneSearch(orders.addressPhone, q);
  const customers = (match: SQL | undefined) => inArray(orders.userId, db.select({ id: users.id }).from(users).where(match));
  const byName = nameSearch(users.name, q);
  const byEmail = /\s/.test(q.trim()) ? undefined : ilike(users.email, likeAnywhere(q));
  return [...(byPhone ? [byPhone] : []), ilike(orders.reference, likeAnywhere(q)), ...(byName ? [customers(byName)] : []), ...(byEmail ? [customers(byEmail)] : [])];
}

/**
 * The orders a search finds, each meaning looked up alone and giving its first `take` within the tab, dates
 * and page, merged. As one condition with OR, PostgreSQL walked the whole newest-first index when few
 * orders matched (300,000 rows for a reference).
 */
function searched(db: Database, filters: OrderFilters & { q: string }, narrowed: (SQL | undefined)[], take: number): SQL {
  const first = (match: SQL) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...narrowed, match))
      .orderBy(...listOrder(filters))
      .limit(take);
  const [one, ...more] = searchMatches(db, filters.q).map(first);
  if (!one) return sql`false`;
  const union = more.reduce<SQL>((all, next) => sql`${all} union ${next}`, sql`${one}`);
  return sql`${orders.id} in (${union})`;
}

/** The lines of a batch of orders, one query per batch (a page or an export's 500), in the order they were bought. */
async function linesByOrder(db: Database, orderIds: string[]) {
  const lines = orderIds.length === 0 ? [] : await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.name);
  const byOrder = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

/** Every order with its customer, newest first (the to-ship queue oldest first), narrowed by the Order History's tab, dates and search. */
export function adminOrders(db: Database, filters: OrderFilters): ReadAfter<ListedOrder> {
  const q = filters.q;
  return async (after, take) => {
    const narrowed = narrowing(filters, after);
    const rows = await db
      .select({ order: orders, customer: { name: users.name, email: users.email }, sortAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(q ? searched(db, { ...filters, q }, narrowed, take) : and(...narrowed))
      .orderBy(...listOrder(filters))
      .limit(take);
    const lines = await linesByOrder(
      db,
      rows.map(({ order }) => order.id),
    );
    return rows.map(({ order, customer, sortAt }) => ({ sortAt, order: toOrderJson(order, lines.get(order.id) ?? [], customer) }));
  };
}

/** One order as the back office reads it: its lines and the customer who placed it. */
export async function adminOrder(db: Database, id: string): Promise<Order> {
  const [row] = await db
    .select({ order: orders, customer: { name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new HttpError(404, orderMessages.notFound);
  return toOrderJson(row.order, await orderLinesOf(db, id), row.customer);
}

/** A customer's own orders, newest first. */
export function ordersOf(db: Database, userId: string): ReadAfter<ListedOrder> {
  return async (after, take) => {
    const rows = await db
      .select({ order: orders, sortAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(eq(orders.userId, userId), after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(take);
    const lines = await linesByOrder(
      db,
      rows.map(({ order }) => order.id),
    );
    return rows.map(({ order, sortAt }) => ({ sortAt, order: toOrderJson(order, lines.get(order.id) ?? []) }));
  };
}

/** How many paid orders wait to be sent (the dashboard's "Orders awaiting fulfilment" and the first tab's count). */
export const ordersToShip = (db: Database) => boundedCount(db, orders, views.to_ship);

/** How many orders each Order History tab holds, for its label, each on the tab's own index. */
export async function orderCounts(db: Database) {
  const [toShip, paid, unpaid] = await Promise.all([ordersToShip(db), boundedCount(db, orders, views.paid), boundedCount(db, orders, views.unpaid)]);
  return countsAnswer({ toShip, paid, unpaid });
}

/** New columns (the order number, then delivery) come last, so the columns spreadsheets were built on keep their places. */
export const orderCsvHeader = ['Placed', 'Reference', 'Customer', 'Email', 'Payment', 'Fulfilment', 'Items', 'Total (₦)', 'Deliver to', 'Phone', 'Order', 'Delivery zone', 'Delivery fee (₦)'];

export function orderCsvRow({ order }: ListedOrder): (string | number)[] {
  return [
    lagosDateTime(order.createdAt),
    order.reference,
    order.user?.name ?? '',
    order.user?.email ?? '',
    order.status,
    order.fulfilmentStatus,
    order.products.map((line) => `${line.quantity} × ${line.product.name}`).join('; '),
    order.totalAmount.toFixed(2),
    `${order.address.street}, ${order.address.city}, ${order.address.state}, ${order.address.country}`,
    spreadsheetPhone(order.address.phone),
    orderNumber(order),
    order.deliveryZone,
    order.deliveryFee.toFixed(2),
  ];
}
