import type { Database } from '../db/client';
import { products } from '../modules/products/tables';

/** A product straight in the table, for tests about carts and orders rather than the catalogue. */
export async function stockProduct(db: Database, fields: { name: string; priceKobo: number; soldOut?: boolean }) {
  const [row] = await db
    .insert(products)
    .values({ featuredImage: '/uploads/0123456789abcdef0123456789abcdef.webp', ...fields })
    .returning();
  if (!row) throw new Error('product was not stored');
  return row;
}
