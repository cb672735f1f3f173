import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { productMessages } from '../../../contracts/products';
import { partsMessages, stockHoldMinutes, stockMessages, type StockMovementReason } from '../../../contracts/stock';
import type { ProductStock, stockAdjustmentSchema } from '../../../contracts/stock.schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { tellCopiesCatalogueChanged } from './catalogue-cache';
import { products, stockMovements, stockReservations } from './tables';

type Adjustment = z.output<typeof stockAdjustmentSchema>;
type WantedLine = { productId: string; name: string; quantity: number };
/** A product that fell below its reorder level just now: the office is told of it once. */
export type LowStock = { name: string; onHand: number; reorderLevel: number };

/** Units that can be bought now; null while the product has never been counted. */
export function availableOf(row: { onHand: number | null; reserved: number }): number | null {
  return row.onHand === null ? null : Math.max(0, row.onHand - row.reserved);
}

/** A product the shop can sell now: not switched to sold out, and counted units left if it is counted. */
export const sellableNow = sql`(not ${products.soldOut} and (${products.onHand} is null or ${products.onHand} - ${products.reserved} > 0))`;

/**
 * Holds the checkout's quantities for its payment page, in the checkout's transaction. Each product's row is
 * changed by one guarded statement (available >= wanted), so copies racing for the last units never hold
 * more than there is; products are taken in id order, so two carts never wait on each other in a circle.
 * More than is available is a 409 naming the product, and the transaction (order and all) rolls back.
 */
export async function reserveStock(tx: Database, reference: string, lines: WantedLine[], now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + stockHoldMinutes * 60_000);
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [held] = await tx
      .update(products)
      .set({ reserved: sql`${products.reserved} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.onHand), sql`${products.onHand} - ${products.reserved} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (held) {
      await tx.insert(stockReservations).values({ reference, productId: line.productId, quantity: line.quantity, expiresAt });
      continue;
    }
    const [product] = await tx.select({ onHand: products.onHand, reserved: products.reserved }).from(products).where(eq(products.id, line.productId));
    if (product && product.onHand !== null) throw new HttpError(409, stockMessages.notEnough(line.name, availableOf(product) ?? 0));
  }
  await tellCopiesCatalogueChanged(tx);
}

/** Gives back what these references' pages held (a failed, expired or abandoned payment), once however often asked. */
export async function releaseStock(tx: Database, references: string[]): Promise<void> {
  if (references.length === 0) return;
  const released = await tx
    .update(stockReservations)
    .set({ status: 'released' })
    .where(and(inArray(stockReservations.reference, references), eq(stockReservations.status, 'held')))
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  await giveBack(tx, released);
}

async function giveBack(tx: Database, released: { productId: string; quantity: number }[]): Promise<void> {
  if (released.length === 0) return;
  for (const line of [...released].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await tx
      .update(products)
      .set({ reserved: sql`greatest(${products.reserved} - ${line.quantity}, 0)` })
      .where(eq(products.id, line.productId));
  }
  await tellCopiesCatalogueChanged(tx);
}

/** The sweep: holds whose payment page has been open longer than stockHoldMinutes go back on sale. */
export async function releaseExpiredReservations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: stockReservations.id })
      .from(stockReservations)
      .where(and(eq(stockReservations.status, 'held'), lt(stockReservations.expiresAt, now)))
      .orderBy(asc(stockReservations.expiresAt))
      .limit(500)
      .for('update', { skipLocked: true });
    const released = await tx
      .update(stockReservations)
      .set({ status: 'released' })
      .where(inArray(stockReservations.id, due))
      .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
    await giveBack(tx, released);
    return released.length;
  });
}

/**
 * A paid order's lines leave the shelves, in the transaction that marked it paid (so once per order). A line
 * still held takes its held units; one whose hold was released (the payment came late) takes what is
 * available. Answers the products that could not be supplied (the office calls the customer) and those that
 * just fell below their reorder level.
 */
export async function sellStock(tx: Database, reference: string, lines: WantedLine[]): Promise<{ unavailable: string[]; low: LowStock[] }> {
  const holds = await tx.select().from(stockReservations).where(eq(stockReservations.reference, reference)).for('update');
  const unavailable: string[] = [];
  const moved: string[] = [];
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const held = holds.find((hold) => hold.productId === line.productId && hold.status === 'held');
    const fromHeld = held ? Math.min(held.quantity, line.quantity) : 0;
    const [taken] = await tx
      .update(products)
      .set({ onHand: sql`${products.onHand} - ${line.quantity}`, reserved: sql`greatest(${products.reserved} - ${fromHeld}, 0)` })
      .where(
        and(
          eq(products.id, line.productId),
          isNotNull(products.onHand),
          // Held units are on the shelf already; units of a released hold must still be free for anyone.
          held ? sql`${products.onHand} >= ${line.quantity}` : sql`${products.onHand} - ${products.reserved} >= ${line.quantity}`,
        ),
      )
      .returning({ onHand: products.onHand });
    if (taken?.onHand != null) {
      await tx.insert(stockMovements).values({ productId: line.productId, change: -line.quantity, reason: 'sold', onHandAfter: taken.onHand, reference });
      moved.push(line.productId);
      continue;
    }
    const [product] = await tx.select({ onHand: products.onHand }).from(products).where(eq(products.id, line.productId));
    if (product?.onHand == null) continue;
    unavailable.push(line.productId);
    if (held)
      await tx
        .update(products)
        .set({ reserved: sql`greatest(${products.reserved} - ${fromHeld}, 0)` })
        .where(eq(products.id, line.productId));
  }
  await tx
    .update(stockReservations)
    .set({ status: 'sold' })
    .where(and(eq(stockReservations.reference, reference), eq(stockReservations.status, 'held')));
  await tellCopiesCatalogueChanged(tx);
  return { unavailable, low: await fellBelowReorderLevel(tx, moved) };
}

/**
 * Of these products, those below their reorder level that the office was not yet told of, marked told in the
 * same statement (so two copies selling the last units tell once); those back at or above it are unmarked.
 */
export async function fellBelowReorderLevel(tx: Database, productIds: string[]): Promise<LowStock[]> {
  if (productIds.length === 0) return [];
  const mine = inArray(products.id, productIds);
  await tx
    .update(products)
    .set({ lowStockTold: false })
    .where(and(mine, eq(products.lowStockTold, true), sql`(${products.reorderLevel} is null or ${products.onHand} >= ${products.reorderLevel})`));
  const rows = await tx
    .update(products)
    .set({ lowStockTold: true })
    .where(and(mine, eq(products.lowStockTold, false), sql`${products.onHand} < ${products.reorderLevel}`))
    .returning({ name: products.name, onHand: products.onHand, reorderLevel: products.reorderLevel });
  return rows.map((row) => ({ name: row.name, onHand: row.onHand ?? 0, reorderLevel: row.reorderLevel ?? 0 }));
}

/** One change to a counted product's shelf, recorded with why and by whom; the product's row is locked for it. */
export async function moveStock(
  tx: Database,
  productId: string,
  change: { reason: StockMovementReason; quantity: number; note?: string; by?: string; reference?: string },
): Promise<{ low: LowStock[] }> {
  const [product] = await tx
    .select({ onHand: products.onHand })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`))
    .for('update');
  if (!product) throw new HttpError(404, productMessages.notFound);
  const before = product.onHand;
  const delta = change.reason === 'counted' ? change.quantity - (before ?? 0) : ['damaged', 'used'].includes(change.reason) ? -change.quantity : change.quantity;
  if (before === null && change.reason !== 'counted' && change.reason !== 'received') throw new HttpError(400, stockMessages.notCounted);
  const after = (before ?? 0) + delta;
  if (after < 0) throw new HttpError(400, stockMessages.belowZero(before ?? 0));
  await tx.update(products).set({ onHand: after, updatedAt: new Date() }).where(eq(products.id, productId));
  await tx.insert(stockMovements).values({ productId, change: delta, reason: change.reason, onHandAfter: after, note: change.note ?? '', by: change.by ?? '', reference: change.reference ?? '' });
  await tellCopiesCatalogueChanged(tx);
  return { low: await fellBelowReorderLevel(tx, [productId]) };
}

/** A part used on a job, as the visit and its invoice keep it: named and priced as the shop sold it then. */
export type UsedPart = { productId: string; name: string; quantity: number; unitPriceKobo: number };

/**
 * Parts a technician used on a visit leave the shelves, in the report's transaction (so once per report key),
 * each under its product's row lock, in id order like every other stock change. A report is never refused for
 * its parts: the visit happened and the parts are gone. A product never counted moves nothing; one with fewer
 * on record than were used goes to 0, its movement saying so. A product the shop since withdrew still counts.
 */
export async function takeUsedParts(tx: Database, parts: { productId: string; quantity: number }[], by: { by: string; reference: string }): Promise<{ used: UsedPart[]; low: LowStock[] }> {
  const wanted = new Map<string, number>();
  for (const part of parts) wanted.set(part.productId, (wanted.get(part.productId) ?? 0) + part.quantity);
  const used: UsedPart[] = [];
  const moved: string[] = [];
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const [product] = await tx.select({ name: products.name, priceKobo: products.priceKobo, onHand: products.onHand }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new HttpError(400, partsMessages.part);
    used.push({ productId, name: product.name, quantity, unitPriceKobo: product.priceKobo });
    if (product.onHand === null) continue;
    const after = Math.max(0, product.onHand - quantity);
    await tx.update(products).set({ onHand: after, updatedAt: new Date() }).where(eq(products.id, productId));
    await tx.insert(stockMovements).values({
      productId,
      change: after - product.onHand,
      reason: 'used',
      onHandAfter: after,
      note: product.onHand < quantity ? partsMessages.shortOnRecord(quantity, product.onHand) : '',
      ...by,
    });
    moved.push(productId);
  }
  if (moved.length > 0) await tellCopiesCatalogueChanged(tx);
  return { used, low: await fellBelowReorderLevel(tx, moved) };
}

/** The office's adjustment: a count, a delivery received, a return, or damaged units written off. */
export function adjustStock(tx: Database, productId: string, adjustment: Adjustment, by: string) {
  return moveStock(tx, productId, { ...adjustment, by });
}

export async function setReorderLevel(tx: Database, productId: string, reorderLevel: number | null): Promise<{ low: LowStock[] }> {
  const [row] = await tx
    .update(products)
    .set({ reorderLevel, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`))
    .returning({ id: products.id });
  if (!row) throw new HttpError(404, productMessages.notFound);
  return { low: await fellBelowReorderLevel(tx, [productId]) };
}

const historyShown = 100;

export async function productStock(db: Database, productId: string): Promise<ProductStock> {
  const [product] = await db
    .select({ onHand: products.onHand, reserved: products.reserved, reorderLevel: products.reorderLevel })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`));
  if (!product) throw new HttpError(404, productMessages.notFound);
  const movements = await db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(desc(stockMovements.createdAt), desc(stockMovements.id)).limit(historyShown);
  return {
    onHand: product.onHand,
    reserved: product.reserved,
    available: availableOf(product),
    reorderLevel: product.reorderLevel,
    movements: movements.map((row) => ({
      change: row.change,
      reason: row.reason,
      onHandAfter: row.onHandAfter,
      note: row.note,
      by: row.by,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
