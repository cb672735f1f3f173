import { asc, eq, ilike, sql } from 'drizzle-orm';
import { nairaOfKobo } from '../../../contracts/money';
import { quoteLimits, quoteMessages } from '../../../contracts/quotes';
import type { PriceListEntry } from '../../../contracts/quotes.schemas';
import type { Database } from '../../db/client';
import { priceItems } from './tables';
import { HttpError } from '../../errors';
import { likeAnywhere } from '../../lists/search';
import { productsPricedFor } from '../products';

const offered = quoteLimits.priceListOffered;

type PriceItemRow = typeof priceItems.$inferSelect;
const serviceEntry = (row: PriceItemRow): PriceListEntry => ({ _id: row.id, kind: 'service', description: row.description, unitPrice: nairaOfKobo(row.unitPriceKobo) });

/**
 * The lines a quote or an invoice may pick: the office's services first, then the catalogue's products at
 * their shop price, each matching the words anywhere (a trigram index serves both), a few of each.
 */
export async function priceListFor(db: Database, words: string | undefined): Promise<PriceListEntry[]> {
  const services = await db
    .select()
    .from(priceItems)
    .where(words ? ilike(priceItems.description, likeAnywhere(words)) : undefined)
    .orderBy(asc(sql`lower(${priceItems.description})`), asc(priceItems.id))
    .limit(offered);
  const products = await productsPricedFor(db, words, offered);
  return [...services.map(serviceEntry), ...products.map((product) => ({ _id: product.id, kind: 'product' as const, description: product.name, unitPrice: nairaOfKobo(product.priceKobo) }))];
}

export async function addPriceItem(db: Database, item: { description: string; unitPrice: number }): Promise<PriceListEntry> {
  const [row] = await db.insert(priceItems).values({ description: item.description, unitPriceKobo: item.unitPrice }).returning();
  if (!row) throw new Error('price item was not stored');
  return serviceEntry(row);
}

export async function removePriceItem(db: Database, id: string): Promise<void> {
  const removed = await db.delete(priceItems).where(eq(priceItems.id, id)).returning({ id: priceItems.id });
  if (removed.length === 0) throw new HttpError(404, quoteMessages.priceItemNotFound);
}
