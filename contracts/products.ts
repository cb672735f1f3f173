/**
 * The catalogue's plain values: a product page shows them before it loads zod (products.schemas.ts builds the
 * schemas from them).
 */

export const recommendedProductsLimit = 4;

export const productMessages = {
  nameRequired: 'Product name is required',
  featuredImageRequired: 'Featured image is required',
  imagesRequired: 'Add at least one more image of the product',
  created: 'Product uploaded',
  updated: 'Product updated successfully',
  deleted: 'Product deleted',
  notFound: 'Product not found',
} as const;

export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;

export function isProductSort(value: string): value is (typeof productSorts)[number] {
  return (productSorts as readonly string[]).includes(value);
}

export const productSearchLimits = { queryMax: 100 } as const;
