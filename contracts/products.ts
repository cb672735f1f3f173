import { z } from 'zod';

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const recommendedProductsLimit = 4;
