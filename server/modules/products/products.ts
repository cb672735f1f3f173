import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nairaOfKobo } from '../../../contracts/money';
import type { Product, ProductSearch, productCreateSchema, productUpdateSchema } from '../../../contracts/products.schemas';
import { productMessages, recommendedProductsLimit } from '../../../contracts/products';
import type { Database } from '../../db/client';
import { products } from './tables';
import { HttpError } from '../../errors';
import { holdImages, releaseImages, type ImageInUse } from '../../images/references';
import type { ImageStore } from '../../images/storage';
import { isStoredImageUrl, prepareUploadedImage } from '../../images/upload';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { likeAnywhere } from '../../lists/search';
import { tellCopiesCatalogueChanged } from './catalogue-cache';
import { availableOf, sellableNow } from './stock';
import { checkCategory } from './categories';

export type ProductRow = typeof products.$inferSelect;
type NewProduct = z.output<typeof productCreateSchema>;
type ProductChange = z.output<typeof productUpdateSchema>;

const onSale = isNull(products.deletedAt);
const newestFirst = [desc(products.createdAt), desc(products.id)];

/** Sold out when the office switched it so, or when it is counted and nothing is left to buy (API.md "Stock and delivery"). */
export function isSoldOut(row: ProductRow): boolean {
  return row.soldOut || availableOf(row) === 0;
}

export function toProductJson(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: nairaOfKobo(row.priceKobo),
    featuredImage: row.featuredImage,
    images: row.images,
    isFeatured: row.isFeatured,
    soldOut: isSoldOut(row),
    available: availableOf(row),
    category: row.category,
    specs: row.specs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(onSale)
    .orderBy(...newestFirst);
  return rows.map(toProductJson);
}

/** Products on sale whose name holds the words, newest first, at most `limit`: the lines a quote may pick from the catalogue. */
export async function productsPricedFor(db: Database, words: string | undefined, limit: number): Promise<{ id: string; name: string; priceKobo: number }[]> {
  return db
    .select({ id: products.id, name: products.name, priceKobo: products.priceKobo })
    .from(products)
    .where(and(onSale, words ? ilike(products.name, likeAnywhere(words)) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}

const sortOrders = {
  newest: newestFirst,
  price_asc: [asc(products.priceKobo), ...newestFirst],
  price_desc: [desc(products.priceKobo), ...newestFirst],
} as const;

/** The shop's filters as one condition: words in the name or description (LIKE's own wildcards taken literally), in stock, category, a specification. */
function shopFilter(search: ProductSearch) {
  const words = search.q?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    onSale,
    words ? or(ilike(products.name, `%${words}%`), ilike(products.description, `%${words}%`)) : undefined,
    search.inStock === 'true' ? sellableNow : undefined,
    search.category ? eq(products.category, search.category) : undefined,
    search.spec ? sql`${products.specs} @> ${JSON.stringify([search.spec])}::jsonb` : undefined,
  );
}

/** The shop's search, whole or a numbered page at a time (`page`), with the count of all it found. */
export async function searchProducts(db: Database, search: ProductSearch): Promise<{ products: Product[]; total: number }> {
  const where = shopFilter(search);
  const limit = search.limit ?? (search.page ? 12 : undefined);
  const query = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...sortOrders[search.sort ?? 'newest']);
  const rows = limit ? await query.limit(limit).offset(((search.page ?? 1) - 1) * limit) : await query;
  const [total] = await db.select({ value: count() }).from(products).where(where);
  return { products: rows.map(toProductJson), total: total?.value ?? rows.length };
}

/** Each sort's keyset: its columns in one direction, so a page is one range read on a category's index. */
const shopKeys = {
  newest: { direction: 'desc', columns: [], order: newestFirst },
  price_asc: { direction: 'asc', columns: [{ column: products.priceKobo, type: 'bigint' as const }], order: [asc(products.priceKobo), asc(products.createdAt), asc(products.id)] },
  price_desc: { direction: 'desc', columns: [{ column: products.priceKobo, type: 'bigint' as const }], order: [desc(products.priceKobo), ...newestFirst] },
} as const;

/** A product as the shop's pages carry it, with the sort key it was read at. */
export type ShopProduct = { product: Product; key: SortKey };

/**
 * The shop's search a page at a time after a cursor (API.md "Lists that grow"): no OFFSET and no count, so a
 * category's hundredth page costs what its first does (products_category_idx, products_category_price_idx).
 */
export function shopProductPages(db: Database, search: ProductSearch): ReadAfter<ShopProduct> {
  const sort = shopKeys[search.sort ?? 'newest'];
  const columns = [...sort.columns, ...byCreation];
  return async (after, take) => {
    const rows = await db
      .select({ product: products, createdAt: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(and(shopFilter(search), after ? afterKey(columns, after, sort.direction) : undefined))
      .orderBy(...sort.order)
      .limit(take);
    return rows.map(({ product, createdAt }) => ({
      product: toProductJson(product),
      key: [...(sort.columns.length > 0 ? [String(product.priceKobo)] : []), createdAt, product.id],
    }));
  };
}

export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(onSale, eq(products.isFeatured, true)))
    .orderBy(...newestFirst);
  return rows.map(toProductJson);
}

/** 'You May Also Like': products a customer can buy now, featured ones first. */
export async function listRecommendedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(onSale, sellableNow))
    .orderBy(desc(products.isFeatured), ...newestFirst)
    .limit(recommendedProductsLimit);
  return rows.map(toProductJson);
}

/** A product the shop still sells (sold out or not); deleted ones answer 'Product not found'. */
export async function findProductRow(db: Database, id: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale));
  if (!row) throw new HttpError(404, productMessages.notFound);
  return row;
}

export async function findProduct(db: Database, id: string): Promise<Product> {
  return toProductJson(await findProductRow(db, id));
}

/** A data URL becomes an image to store; a URL this site already serves keeps its image; anything else is refused. */
async function resolveImage(value: string): Promise<ImageInUse> {
  if (isStoredImageUrl(value)) return value;
  return prepareUploadedImage(value);
}

export async function createProduct(db: Database, product: NewProduct, store: ImageStore): Promise<Product> {
  const resolved = await Promise.all([product.featuredImage, ...product.images].map(resolveImage));
  const row = await db.transaction(async (tx) => {
    await checkCategory(tx, product.category);
    const [featuredImage = '', ...images] = await holdImages(tx, store, resolved);
    const [created] = await tx
      .insert(products)
      .values({ name: product.name, description: product.description, priceKobo: product.priceKobo, category: product.category, specs: product.specs, featuredImage, images })
      .returning();
    await tellCopiesCatalogueChanged(tx);
    return created;
  });
  if (!row) throw new Error('product was not stored');
  return toProductJson(row);
}

export async function updateProduct(db: Database, id: string, change: ProductChange, store: ImageStore): Promise<Product> {
  const current = await findProductRow(db, id);
  const featured = change.featuredImage === undefined ? undefined : await resolveImage(change.featuredImage);
  const gallery = change.images === undefined ? undefined : await Promise.all(change.images.map(resolveImage));
  const row = await db.transaction(async (tx) => {
    await checkCategory(tx, change.category);
    const [featuredImage] = featured === undefined ? [] : await holdImages(tx, store, [featured]);
    const images = gallery === undefined ? undefined : await holdImages(tx, store, gallery);
    const [updated] = await tx
      .update(products)
      .set({ name: change.name, description: change.description, priceKobo: change.priceKobo, category: change.category, specs: change.specs, featuredImage, images, updatedAt: new Date() })
      .where(and(eq(products.id, id), onSale))
      .returning();
    if (updated) await tellCopiesCatalogueChanged(tx);
    return updated;
  });
  if (!row) throw new HttpError(404, productMessages.notFound);
  await releaseImages(db, store, [current.featuredImage, ...current.images]);
  return toProductJson(row);
}

/**
 * The row stays (carts and past orders point at it) but leaves the shop; its photos are removed unless
 * something else, a past order included, still shows them.
 */
export async function deleteProduct(db: Database, id: string, store: ImageStore): Promise<void> {
  const current = await findProductRow(db, id);
  const row = await changeCatalogue(db, (tx) =>
    tx
      .update(products)
      .set({ deletedAt: sql`now()`, featuredImage: '', images: [], isFeatured: false, updatedAt: new Date() })
      .where(and(eq(products.id, id), onSale))
      .returning({ id: products.id }),
  );
  if (!row) throw new HttpError(404, productMessages.notFound);
  await releaseImages(db, store, [current.featuredImage, ...current.images]);
}

/** One statement's change to a product, with the other copies told in its transaction when it changed one. */
async function changeCatalogue<Row>(db: Database, change: (tx: Database) => Promise<Row[]>): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await change(tx);
    if (row) await tellCopiesCatalogueChanged(tx);
    return row;
  });
}

export async function hasAnyProduct(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return row !== undefined;
}

/** Products put in the shop as they are, images already stored (the demo shop of a fresh install). */
export async function stockProducts(db: Database, rows: (typeof products.$inferInsert)[]): Promise<void> {
  await db.insert(products).values(rows);
}

/** Of these products, the ones that can no longer be sold: marked sold out, or withdrawn from the shop (stock is judged by sellStock). */
export async function unavailableProductIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), or(eq(products.soldOut, true), isNotNull(products.deletedAt))));
  return rows.map((row) => row.id);
}

export async function toggleFeatured(db: Database, id: string): Promise<{ isFeatured: boolean }> {
  const row = await changeCatalogue(db, (tx) =>
    tx
      .update(products)
      .set({ isFeatured: sql`not ${products.isFeatured}`, updatedAt: new Date() })
      .where(and(eq(products.id, id), onSale))
      .returning({ isFeatured: products.isFeatured }),
  );
  if (!row) throw new HttpError(404, productMessages.notFound);
  return row;
}

export async function toggleSoldOut(db: Database, id: string): Promise<{ soldOut: boolean }> {
  const row = await changeCatalogue(db, (tx) =>
    tx
      .update(products)
      .set({ soldOut: sql`not ${products.soldOut}`, updatedAt: new Date() })
      .where(and(eq(products.id, id), onSale))
      .returning({ soldOut: products.soldOut }),
  );
  if (!row) throw new HttpError(404, productMessages.notFound);
  return row;
}

const byCreation = [
  { column: products.createdAt, type: 'timestamptz' as const },
  { column: products.id, type: 'uuid' as const },
];

/** A product as the admin's table carries it, with the sort key it was read at. */
export type ListedProduct = { product: Product; sortAt: string };

export const productKey = (row: ListedProduct): SortKey => [row.sortAt, row.product._id];

/** The admin's product table, newest first, a page at a time, found by any part of the name. */
export function adminProducts(db: Database, words: string | undefined): ReadAfter<ListedProduct> {
  return async (after, take) => {
    const rows = await db
      .select({ product: products, sortAt: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(and(onSale, words ? ilike(products.name, likeAnywhere(words)) : undefined, after ? afterKey(byCreation, after, 'desc') : undefined))
      .orderBy(...newestFirst)
      .limit(take);
    return rows.map(({ product, sortAt }) => ({ product: toProductJson(product), sortAt }));
  };
}
