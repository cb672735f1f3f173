import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { CartItem } from '../../../contracts/cart.schemas';
import { cartMessages, maxCartQuantity } from '../../../contracts/cart';
import type { Database } from '../../db/client';
import { cartItems } from './tables';
import { products } from '../products/tables';
import { HttpError } from '../../errors';
import { findProductRow, isSoldOut, toProductJson } from '../products';

export async function readCart(db: Database, userId: string): Promise<CartItem[]> {
  const rows = await cartLinesForCheckout(db, userId);
  return rows.map(({ product, quantity }) => ({ ...toProductJson(product), quantity, removed: product.deletedAt !== null }));
}

/** Adds one; a second add of the same product raises its quantity, up to the limit. */
export async function addToCart(db: Database, userId: string, productId: string): Promise<CartItem[]> {
  const product = await findProductRow(db, productId);
  if (isSoldOut(product)) throw new HttpError(409, cartMessages.outOfStock);
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`least(${cartItems.quantity} + 1, ${maxCartQuantity})` },
    })
    .returning({ quantity: cartItems.quantity });
  if (!line) throw new Error('cart line was not stored');
  return readCart(db, userId);
}

/** Quantity 0 removes the line (SPEC.md section 4). */
export async function setCartQuantity(db: Database, userId: string, productId: string, quantity: number): Promise<CartItem[]> {
  const mine = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
  const changed = quantity === 0 ? await db.delete(cartItems).where(mine).returning({ id: cartItems.id }) : await db.update(cartItems).set({ quantity }).where(mine).returning({ id: cartItems.id });
  if (changed.length === 0) throw new HttpError(404, cartMessages.notInCart);
  return readCart(db, userId);
}

/** Without a product the whole cart is emptied. */
export async function removeFromCart(db: Database, userId: string, productId: string | undefined): Promise<CartItem[]> {
  await db.delete(cartItems).where(productId ? and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)) : eq(cartItems.userId, userId));
  return readCart(db, userId);
}

/**
 * After a payment: what was bought leaves the cart, and no more. A line raised from 1 to 5 while the customer
 * paid for 1 keeps 4; anything added since stays.
 */
export async function takeBoughtFromCart(db: Database, userId: string, bought: { productId: string; quantity: number }[]): Promise<void> {
  for (const line of bought) {
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId)));
  }
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), lte(cartItems.quantity, 0)));
}

/** The cart's lines with their products as stored (prices in kobo), the way checkout prices them. */
export async function cartLinesForCheckout(db: Database, userId: string) {
  return db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
