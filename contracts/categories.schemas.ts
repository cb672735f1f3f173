import { z } from 'zod';
import { categoryLimits, categoryMessages, categorySlugPattern } from './categories';

export const categorySlug = z.string({ error: categoryMessages.slug }).max(categoryLimits.slugMax, categoryMessages.slug).regex(categorySlugPattern, categoryMessages.slug);

export const categorySlugParams = z.object({ slug: categorySlug });

/** A category as /api/products/categories answers it; `productCount` counts the products on sale in it. */
export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  productCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

const name = z.string({ error: categoryMessages.name }).trim().min(1, categoryMessages.name).max(categoryLimits.nameMax, categoryMessages.name);
const description = z.string({ error: categoryMessages.description }).trim().max(categoryLimits.descriptionMax, categoryMessages.description);

/** POST /products/categories (admin): the slug is made from the name unless given; a new one goes last. */
export const categoryCreateSchema = z.object({
  name,
  slug: categorySlug.optional(),
  description: description.optional().default(''),
});
export type CategoryCreateRequest = z.input<typeof categoryCreateSchema>;

/** PUT /products/categories/{slug} (admin): a new name or description; the slug (its page's address) stays. */
export const categoryUpdateSchema = z.object({ name: name.optional(), description: description.optional() });
export type CategoryUpdateRequest = z.input<typeof categoryUpdateSchema>;

/** POST /products/categories/{slug}/move (admin): one place earlier or later in the shop's list. */
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Move a category up or down' }) });
export type CategoryMove = z.infer<typeof categoryMoveSchema>;
