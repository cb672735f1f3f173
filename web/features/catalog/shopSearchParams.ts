import { productSearchSchema, type ProductSearch } from '../../../contracts/products.schemas';

export const shopSearchNames = ['q', 'sort', 'inStock'] as const;
export type ShopSearchName = (typeof shopSearchNames)[number];

/**
 * The shop's search as the page's address holds it, so a search can be shared or bookmarked. A value the
 * server would refuse (a hand-edited address) is dropped rather than sent.
 */
export function shopSearchOf(params: URLSearchParams): ProductSearch {
  const search: ProductSearch = {};
  for (const name of shopSearchNames) {
    const value = params.get(name);
    const checked = value ? productSearchSchema.shape[name].safeParse(value) : undefined;
    if (checked?.success && checked.data) Object.assign(search, { [name]: checked.data });
  }
  return search;
}
