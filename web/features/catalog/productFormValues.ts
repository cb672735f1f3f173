import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { namedSpecs } from '../../../contracts/categories';
import type { Product, productCreateSchema, productUpdateSchema } from '../../../contracts/products.schemas';

type Spec = { name: string; value: string };

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
  /** A category's slug, '' for none. */
  category: string;
  /** The named specifications (brand, rating...) always offered, then any other pair; one left without a value is not sent. */
  specs: Spec[];
}

/** The product's specifications, with each named one it lacks offered empty after them. */
function specsForForm(specs: Spec[]): Spec[] {
  const missing = namedSpecs.filter((name) => !specs.some((spec) => spec.name.toLowerCase() === name.toLowerCase()));
  return [...specs, ...missing.map((name) => ({ name, value: '' }))];
}

export const emptyProductForm: ProductFormValues = { name: '', description: '', price: '', featuredImage: '', images: [], category: '', specs: specsForForm([]) };

/** What the form sends: a specification left without a value is not one. */
export function productOfForm(values: ProductFormValues): ProductFormValues {
  return { ...values, specs: values.specs.filter((spec) => spec.value.trim() !== '') };
}

export function productFormValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    featuredImage: product.featuredImage,
    images: product.images,
    category: product.category,
    specs: specsForForm(product.specs),
  };
}

/**
 * Checks the form with the contract's schema, in raw mode so the typed text is what gets sent. zodResolver
 * types raw values as the schema's input; the form's values are one case of either schema's input, and raw
 * mode hands back a copy of the values it was given, so the form's own type is the true one.
 */
export function productFormResolver(schema: typeof productCreateSchema | typeof productUpdateSchema): Resolver<ProductFormValues> {
  const check = zodResolver(schema, undefined, { raw: true }) as Resolver<ProductFormValues>;
  return (values, context, options) => check(productOfForm(values), context, options);
}
