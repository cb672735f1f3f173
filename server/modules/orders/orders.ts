import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryMethod } from '../../../contracts/delivery';
import { nairaOfKobo } from '../../../contracts/money';
import { fulfilmentTransitions, orderMessages, type FulfilmentStatus } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { HttpError } from '../../errors';
import type { Database } from '../../db/client';
import { releaseStock } from '../products';
import { dailySales, orderLines, orders } from './tables';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type DeliveryAddress = { street: string; city: string; state: string; country: string; phone: string };
type OrderedLine = { productId: string; name: string; featuredImage: string; priceKobo: number; quantity: number };
type Delivery = { method: DeliveryMethod; zone: string; feeKobo: number };

/** What the goods of a checkout cost, before delivery. */
export const goodsKoboOf = (lines: { priceKobo: number; quantity: number }[]) => lines.reduce((total, line) => total + line.priceKobo * line.quantity, 0);

/** A shop order's payment reference: BW-… (service payments are BWS-…). */
export const orderReferencePrefix = 'BW-';

export function newPaymentReference(): string {
  return `${orderReferencePrefix}${randomBytes(10).toString('hex').toUpperCase()}`;
}

export function toOrderJson(row: OrderRow, lines: OrderLineRow[], user?: { name: string; email: string }): Order {
  const soldOut = lines.some((line) => line.soldOutWhenPaid);
  return {
    _id: row.id,
    number: row.number,
    reference: row.reference,
    totalAmount: nairaOfKobo(row.totalKobo),
    deliveryFee: nairaOfKobo(row.deliveryFeeKobo),
    deliveryZone: row.deliveryZone,
    status: row.status,
    fulfilmentStatus: row.fulfilmentStatus,
    trackingNote: row.trackingNote,
    createdAt: row.createdAt.toISOString(),
    address: { street: row.addressStreet, city: row.addressCity, state: row.addressState, country: row.addressCountry, phone: row.addressPhone },
    products: lines.map((line) => ({
      product: { _id: line.productId ?? '', name: line.name, featuredImage: line.featuredImage },
      quantity: line.quantity,
      price: nairaOfKobo(line.priceKobo),
      ...(user ? { soldOutWhenPaid: line.soldOutWhenPaid } : {}),
    })),
    // What only the back office reads: who bought, and whether a paid line can no longer be delivered.
    ...(user ? { user, stockWarning: soldOut } : {}),
  };
}

/**
 * A pending order with copies of the lines and the address, so later edits never change what was bought.
 * Answers undefined when this customer already has an open order for the same checkout: one checkout, one order.
 */
export async function placeOrder(
  db: Database,
  order: { userId: string; reference: string; checkoutKey: string; address: DeliveryAddress; lines: OrderedLine[]; delivery: Delivery },
  hold: (tx: Database) => Promise<void>,
) {
  const totalKobo = goodsKoboOf(order.lines) + order.delivery.feeKobo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        reference: order.reference,
        checkoutKey: order.checkoutKey,
        totalKobo,
        deliveryMethod: order.delivery.method,
        deliveryZone: order.delivery.zone,
        deliveryFeeKobo: order.delivery.feeKobo,
        addressStreet: order.address.street,
        addressCity: order.address.city,
        addressState: order.address.state,
        addressCountry: order.address.country,
        addressPhone: order.address.phone,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.checkoutKey], where: sql`status = 'pending'` })
      .returning();
    if (!row) return undefined;
    await tx.insert(orderLines).values(order.lines.map((line) => ({ ...line, orderId: row.id })));
    await hold(tx);
    return row;
  });
}

/** The customer's unpaid order for this very checkout, if one is still open. */
export async function findOpenCheckout(db: Database, userId: string, checkoutKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey), eq(orders.status, 'pending')));
  return row;
}

export async function recordAuthorizationUrl(db: Database, orderId: string, authorizationUrl: string): Promise<void> {
  await db.update(orders).set({ authorizationUrl }).where(eq(orders.id, orderId));
}

export async function findOrderByReference(db: Database, reference: string) {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  return row;
}

export async function findOrder(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new HttpError(404, orderMessages.notFound);
  return row;
}

export async function orderLinesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.name);
}

/**
 * The one step that marks an order paid. An order's payment only moves forward: pending or failed ->
 * success, guarded inside one statement, so two verifies, a verify and a webhook, or a replayed webhook pay
 * it once, and a later good card on a reference once declined still pays it. Answers the order only to the
 * caller that paid it.
 */
export async function markOrderPaid(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'success', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed'])))
    .returning();
  if (row) await addToDailySales(db, eq(orders.id, row.id));
  return row;
}

/**
 * Adds the lines of paid orders (those `which` picks) to the daily sales, by the Lagos day they were paid.
 * markOrderPaid calls it for the order it has just paid, inside the caller's transaction: once per order.
 */
export async function addToDailySales(db: Database, which: SQL): Promise<void> {
  const day = sql<string>`(${orders.paidAt} at time zone 'Africa/Lagos')::date`;
  await db
    .insert(dailySales)
    .select(
      db
        .select({
          day: day.as('day'),
          productId: orderLines.productId,
          name: orderLines.name,
          quantity: sql<number>`sum(${orderLines.quantity})`.as('quantity'),
          revenueKobo: sql<number>`sum(${orderLines.priceKobo} * ${orderLines.quantity})`.as('revenue_kobo'),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.status, 'success'), which))
        .groupBy(day, orderLines.productId, orderLines.name),
    )
    .onConflictDoUpdate({
      target: [dailySales.day, dailySales.productId, dailySales.name],
      set: { quantity: sql`${dailySales.quantity} + excluded.quantity`, revenueKobo: sql`${dailySales.revenueKobo} + excluded.revenue_kobo` },
    });
}

/** pending -> failed; a paid order never goes back. What its payment page held goes back on sale. */
export async function markOrderFailed(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ reference: orders.reference });
    if (row) await releaseStock(tx, [row.reference]);
  });
}

/** The customer's other unpaid checkouts: a new checkout abandons them, so what their pages held goes back on sale. */
export async function releaseAbandonedCheckouts(db: Database, userId: string, checkoutKey: string): Promise<void> {
  const open = await db
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), ne(orders.checkoutKey, checkoutKey)));
  if (open.length > 0)
    await db.transaction((tx) =>
      releaseStock(
        tx,
        open.map((row) => row.reference),
      ),
    );
}

/** Marks the lines of a just-paid order whose products could no longer be sold when the money came in. */
export async function flagSoldOutLines(db: Database, orderId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(orderLines)
    .set({ soldOutWhenPaid: true })
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.productId, productIds)));
}

/**
 * Takes the next order due to be asked about again: a first check of an order pending for 30 minutes, a
 * second of an unpaid one a day old. It is claimed until its lease runs out (SKIP LOCKED and the lease keep
 * every other copy from asking about it meanwhile); a copy killed while asking leaves nothing claimed longer.
 */
export async function claimNextOrderForCheck(db: Database, leaseSeconds: number): Promise<OrderRow | undefined> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`${orders.providerChecks} < 2 and ${orders.status} <> 'success'`,
        or(isNull(orders.checkLeasedUntil), lt(orders.checkLeasedUntil, sql`now()`)),
        or(
          and(eq(orders.providerChecks, 0), eq(orders.status, 'pending'), lt(orders.createdAt, sql`now() - interval '30 minutes'`)),
          and(eq(orders.providerChecks, 1), ne(orders.authorizationUrl, ''), lt(orders.createdAt, sql`now() - interval '24 hours'`)),
        ),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(orders)
    .set({ checkLeasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(orders.id, due))
    .returning();
  return row;
}

/** The question about an order was asked and its answer kept: one check counted, the claim ended. */
export async function countOrderCheck(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ providerChecks: sql`${orders.providerChecks} + 1`, checkLeasedUntil: null })
    .where(eq(orders.id, orderId));
}

/** Gives a claimed check back when the provider could not be asked, so the next sweep tries again. */
export async function releaseCheckClaim(db: Database, orderId: string): Promise<void> {
  await db.update(orders).set({ checkLeasedUntil: null }).where(eq(orders.id, orderId));
}

type FulfilmentChange = { fulfilmentStatus: FulfilmentStatus; trackingNote: string; correction: boolean; fromStatus?: FulfilmentStatus };

/** What became of one order asked to move: moved (the customer told or not), or skipped as not at the step. */
export type FulfilmentOutcome = { moved: true; order: Order; tellCustomer: boolean; sendMail: () => Promise<void> } | { moved: false; number: number; message: string };

/** The customer's mail, queued in the step's transaction; sent by the caller once that has committed. */
type QueuedTelling = { sendNow: () => Promise<void> } | undefined;

/**
 * An admin moves a paid order along, forward only, or sets a slip right as a correction. The order's row is
 * locked for the whole step (the lock every change to an order takes: payment, fulfilment), so a bulk
 * action and one order's page never both judge the same status; `tell` queues the customer's mail in the
 * same transaction, and the caller sends it once the step has committed. A bulk action passes `onlyFrom`: an order not at one of those steps is skipped. One
 * order's page passes the status it showed (`fromStatus`): if the order moved meanwhile, a 409.
 */
export async function changeFulfilment(
  db: Database,
  id: string,
  change: FulfilmentChange,
  tell: (order: Order, userId: string, tx: Database) => Promise<QueuedTelling>,
  onlyFrom?: readonly FulfilmentStatus[],
): Promise<FulfilmentOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw new HttpError(404, orderMessages.notFound);
    if (current.status !== 'success') throw new HttpError(409, orderMessages.notPaid);
    if (onlyFrom && !onlyFrom.includes(current.fulfilmentStatus)) return { moved: false, number: current.number, message: orderMessages.skippedAlready(current.fulfilmentStatus) };
    if (change.fromStatus && change.fromStatus !== current.fulfilmentStatus) throw new HttpError(409, orderMessages.changedMeanwhile);
    if (!change.correction && !fulfilmentTransitions[current.fulfilmentStatus].includes(change.fulfilmentStatus)) {
      throw new HttpError(409, orderMessages.fulfilmentForwardOnly);
    }
    const [row] = await tx.update(orders).set({ fulfilmentStatus: change.fulfilmentStatus, trackingNote: change.trackingNote, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
    if (!row) throw new HttpError(404, orderMessages.notFound);
    const order = toOrderJson(row, await orderLinesOf(tx, row.id));
    const mail = change.correction ? undefined : await tell(order, row.userId, tx);
    return { moved: true, order, tellCustomer: !change.correction, sendMail: async () => mail?.sendNow() };
  });
}

/** Money taken by orders paid from one Lagos day up to (not including) another, in kobo. */
export async function revenueKoboBetween(db: Database, fromDay: string, toDay: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${dailySales.revenueKobo}), 0)` })
    .from(dailySales)
    .where(and(gte(dailySales.day, fromDay), lt(dailySales.day, toDay)));
  return Number(row?.value ?? 0);
}

/** What sold most in paid orders from a Lagos day on (the dashboard asks for the last 30 days). */
export async function bestSellers(db: Database, limit: number, sinceDay: string) {
  const quantity = sql<string>`sum(${dailySales.quantity})`;
  const rows = await db
    .select({ productId: dailySales.productId, name: dailySales.name, quantity })
    .from(dailySales)
    .where(gte(dailySales.day, sinceDay))
    .groupBy(dailySales.productId, dailySales.name)
    .orderBy(desc(quantity))
    .limit(limit);
  return rows.map((row) => ({ productId: row.productId ?? '', name: row.name, quantity: Number(row.quantity) }));
}
