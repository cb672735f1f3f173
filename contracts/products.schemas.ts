import { z } from 'zod';
import { imageLimits, imageMessages } from './images';
import { pageQuery, searchFilter } from './lists.schemas';
import { priceInKobo } from './money.schemas';
import { categoryMessages, specLimits } from './categories';
import { categorySlug } from './categories.schemas';
import { productMessages, productSearchLimits, productSorts } from './products';

export const productIdParams = z.object({ id: z.uuid({ error: 'Invalid Product Id' }) });

/** A product as /api returns it (API.md "Shapes"); `price` is naira. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  featuredImage: z.string(),
  images: z.array(z.string()),
  isFeatured: z.boolean(),
  soldOut: z.boolean(),
  /** Units that can be bought now; null while the office has never counted the product. */
  available: z.number().nullable(),
  /** A slug of the office's categories (GET /products/categories), or '' for none. */
  category: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

const name = z.string({ error: productMessages.nameRequired }).trim().min(1, productMessages.nameRequired).max(200, 'Product name must be at most 200 characters');

const description = z.string().trim().max(5000, 'Description must be at most 5000 characters');

/** An image is a data URL of a new photo, or, on update, the URL of one this site already serves. */
const image = (message: string) => z.string({ error: message }).min(1, message);

const otherImages = (message: string) => z.array(image(message), { error: message }).max(imageLimits.maxPerProduct - 1, imageMessages.tooMany);

/** A category's slug, or '' for none; the server checks it is one of the office's (categoryMessages.category). */
const category = z.union([categorySlug, z.literal('')], { error: categoryMessages.slug });
const specs = z
  .array(
    z.object({
      name: z.string({ error: categoryMessages.specs }).trim().min(1, categoryMessages.specs).max(specLimits.nameMax, categoryMessages.specs),
      value: z.string({ error: categoryMessages.specs }).trim().min(1, categoryMessages.specs).max(specLimits.valueMax, categoryMessages.specs),
    }),
    { error: categoryMessages.specs },
  )
  .max(specLimits.maxSpecs, categoryMessages.specs);

export const productCreateSchema = z
  .object({
    category: category.optional().default(''),
    specs: specs.optional().default([]),
    name,
    description: description.optional().default(''),
    price: priceInKobo,
    featuredImage: image(productMessages.featuredImageRequired),
    images: otherImages(productMessages.imagesRequired).min(1, productMessages.imagesRequired),
  })
  .transform(({ price, ...product }) => ({ ...product, priceKobo: price }));

export type ProductCreateRequest = z.input<typeof productCreateSchema>;

export const productUpdateSchema = z
  .object({
    category: category.optional(),
    specs: specs.optional(),
    name: name.optional(),
    description: description.optional(),
    price: priceInKobo.optional(),
    featuredImage: image(productMessages.featuredImageRequired).optional(),
    images: otherImages(productMessages.imagesRequired).optional(),
  })
  .transform(({ price, ...product }) => ({ ...product, priceKobo: price }));

export type ProductUpdateRequest = z.input<typeof productUpdateSchema>;

/** The shop's search, sort and 'in stock only' switch; without any of them the whole catalogue comes back. */
export const productSearchSchema = z.object({
  q: z.string().trim().max(productSearchLimits.queryMax, 'Search for at most 100 characters').optional(),
  sort: z.enum(productSorts, { error: 'Sort by newest, price_asc or price_desc' }).optional(),
  inStock: z.enum(['true', 'false'], { error: 'inStock is true or false' }).optional(),
  category: categorySlug.optional(),
  /** `name:value`, e.g. `Brand:Felicity`: products carrying that specification. */
  spec: z
    .string()
    .max(200, categoryMessages.specFilter)
    .regex(/^[^:]+:.+$/, categoryMessages.specFilter)
    .transform((text) => {
      const at = text.indexOf(':');
      return { name: text.slice(0, at).trim(), value: text.slice(at + 1).trim() };
    })
    .optional(),
  page: z.coerce
    .number({ error: 'page is a whole number from 1' })
    .int('page is a whole number from 1')
    .min(1, 'page is a whole number from 1')
    .max(10_000, 'page is a whole number from 1')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit is a whole number from 1 to 100' })
    .int('limit is a whole number from 1 to 100')
    .min(1, 'limit is a whole number from 1 to 100')
    .max(100, 'limit is a whole number from 1 to 100')
    .optional(),
  /** With `limit` and no `page`, the lists' keyset pages (API.md "Lists that grow"): `{ products, nextCursor }`. */
  cursor: pageQuery.shape.cursor,
});

export type ProductSearch = z.infer<typeof productSearchSchema>;

export const featuredToggledSchema = z.object({ isFeatured: z.boolean() });
export const soldOutToggledSchema = z.object({ soldOut: z.boolean() });

/** The admin's product table: any part of a name. */
export const adminProductFiltersSchema = z.object({ q: searchFilter });
