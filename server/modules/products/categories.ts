import { and, asc, count, eq, gt, isNull, lt, desc, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { categoryMessages, slugOf } from '../../../contracts/categories';
import type { Category, CategoryMove, categoryCreateSchema, categoryUpdateSchema } from '../../../contracts/categories.schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { tellCopiesCatalogueChanged } from './catalogue-cache';
import { productCategories, products } from './tables';

type NewCategory = z.output<typeof categoryCreateSchema>;
type CategoryChange = z.output<typeof categoryUpdateSchema>;
type CategoryRow = typeof productCategories.$inferSelect;

const inShopOrder = [asc(productCategories.position), asc(productCategories.slug)];

/** The office's categories in the shop's order, each with how many products on sale it holds. */
export async function listCategories(db: Database): Promise<Category[]> {
  const counts = db
    .select({ category: products.category, productCount: count().as('product_count') })
    .from(products)
    .where(isNull(products.deletedAt))
    .groupBy(products.category)
    .as('counts');
  const rows = await db
    .select({ slug: productCategories.slug, name: productCategories.name, description: productCategories.description, position: productCategories.position, productCount: counts.productCount })
    .from(productCategories)
    .leftJoin(counts, eq(counts.category, productCategories.slug))
    .orderBy(...inShopOrder);
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount ?? 0) }));
}

/** One category, or undefined when the office has none at that address. */
export async function findCategory(db: Database, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.slug, slug));
  return row;
}

/** A category that is not on the office's list: a 400 naming the ones that are. */
async function notOnList(db: Database): Promise<HttpError> {
  const slugs = await db
    .select({ slug: productCategories.slug })
    .from(productCategories)
    .orderBy(...inShopOrder);
  return new HttpError(400, categoryMessages.category(slugs.map((row) => row.slug)));
}

/** The shop's `?category=` must name one of the office's categories. */
export async function checkCategoryFilter(db: Database, slug: string | undefined): Promise<void> {
  if (slug && !(await findCategory(db, slug))) throw await notOnList(db);
}

/**
 * A product's category must be one of the office's ('' is none). Run in the product's save: the category's
 * row stays share-locked until it commits, so a delete of the category waits and then counts the product.
 */
export async function checkCategory(tx: Database, slug: string | undefined): Promise<void> {
  if (!slug) return;
  const [held] = await tx.select({ slug: productCategories.slug }).from(productCategories).where(eq(productCategories.slug, slug)).for('share');
  if (!held) throw await notOnList(tx);
}

async function oneCategory(db: Database, slug: string): Promise<Category> {
  const found = (await listCategories(db)).find((category) => category.slug === slug);
  if (!found) throw new HttpError(404, categoryMessages.notFound);
  return found;
}

/** A new category goes last in the shop's list; its slug (its page's address) is made from the name unless given. */
export async function createCategory(db: Database, category: NewCategory): Promise<Category> {
  const slug = category.slug ?? slugOf(category.name);
  if (!slug) throw new HttpError(400, categoryMessages.slug);
  const created = await db.transaction(async (tx) => {
    // Two offices adding at once must not take the same place: the table is locked for the new position.
    await tx.execute(sql`lock table ${productCategories} in share row exclusive mode`);
    const [last] = await tx.select({ position: max(productCategories.position) }).from(productCategories);
    const [row] = await tx
      .insert(productCategories)
      .values({ slug, name: category.name, description: category.description, position: (last?.position ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (row) await tellCopiesCatalogueChanged(tx);
    return row;
  });
  if (!created) throw new HttpError(409, categoryMessages.taken);
  return oneCategory(db, slug);
}

/** A rename or new words for its page; the slug stays, so links to the category's page keep working. */
export async function updateCategory(db: Database, slug: string, change: CategoryChange): Promise<Category> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(productCategories)
      .set({ name: change.name, description: change.description, updatedAt: new Date() })
      .where(eq(productCategories.slug, slug))
      .returning({ slug: productCategories.slug });
    if (row) await tellCopiesCatalogueChanged(tx);
    return row;
  });
  if (!updated) throw new HttpError(404, categoryMessages.notFound);
  return oneCategory(db, slug);
}

/** Swaps the category with its neighbour in the shop's list; at either end it stays where it is. */
export async function moveCategory(db: Database, slug: string, move: CategoryMove): Promise<Category[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${productCategories} in share row exclusive mode`);
    const current = await findCategory(tx, slug);
    if (!current) throw new HttpError(404, categoryMessages.notFound);
    const up = move.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(productCategories)
      .where(up ? lt(productCategories.position, current.position) : gt(productCategories.position, current.position))
      .orderBy(up ? desc(productCategories.position) : asc(productCategories.position))
      .limit(1);
    if (!neighbour) return;
    await tx.update(productCategories).set({ position: neighbour.position, updatedAt: new Date() }).where(eq(productCategories.slug, current.slug));
    await tx.update(productCategories).set({ position: current.position, updatedAt: new Date() }).where(eq(productCategories.slug, neighbour.slug));
    await tellCopiesCatalogueChanged(tx);
  });
  return listCategories(db);
}

/**
 * A category with products on sale cannot go (they would be left in a category the shop no longer shows): a
 * 409 saying how many. The products are counted under a lock on the category's row, which a product's save
 * into it (checkCategory) holds until it commits.
 */
export async function deleteCategory(db: Database, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(productCategories).where(eq(productCategories.slug, slug)).for('update');
    if (!row) throw new HttpError(404, categoryMessages.notFound);
    const [held] = await tx
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.category, slug), isNull(products.deletedAt)));
    if (held && held.value > 0) throw new HttpError(409, categoryMessages.hasProducts(held.value));
    await tx.delete(productCategories).where(eq(productCategories.slug, slug));
    await tellCopiesCatalogueChanged(tx);
  });
}
