import { desc, eq } from 'drizzle-orm';
import { recommendedProductsLimit, type Product } from '../../../contracts/products';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../errors';
import { nairaFromKobo } from '../../money';

type ProductRow = typeof products.$inferSelect;

export function toProductJson(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: nairaFromKobo(row.priceKobo),
    featuredImage: row.featuredImage,
    images: row.images,
    isFeatured: row.isFeatured,
    soldOut: row.soldOut,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toProductJson);
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toProductJson);
}

/** 'You May Also Like': products a customer can buy now, featured ones first. */
export async function listRecommendedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.soldOut, false))
    .orderBy(desc(products.isFeatured), desc(products.createdAt), desc(products.id))
    .limit(recommendedProductsLimit);
  return rows.map(toProductJson);
}

export async function findProduct(db: Database, id: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new HttpError(404, 'Product not found');
  return toProductJson(row);
}
