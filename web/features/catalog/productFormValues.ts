import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Product, productCreateSchema, productUpdateSchema } from '../../../contracts/products.schemas';

/**
 * What the product form holds: the typed text as typed (the server reads the price itself) and each
 * picture as a data URL of a new photo or the URL of one the site already serves.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  featuredImage: string;
  images: string[];
}

export const emptyProductForm: ProductFormValues = { name: '', description: '', price: '', featuredImage: '', images: [] };

export function productFormValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    featuredImage: product.featuredImage,
    images: product.images,
  };
}

/**
 * Checks the form with the contract's schema, in raw mode so the typed text is what gets sent. zodResolver
 * types raw values as the schema's input; the form's values are one case of either schema's input, and raw
 * mode hands back a copy of the values it was given, so the form's own type is the true one.
 */
export function productFormResolver(schema: typeof productCreateSchema | typeof productUpdateSchema): Resolver<ProductFormValues> {
  return zodResolver(schema, undefined, { raw: true }) as Resolver<ProductFormValues>;
}
