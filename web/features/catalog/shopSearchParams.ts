import { categoryLimits, categorySlugPattern } from '../../../contracts/categories';
import { isProductSort, productSearchLimits } from '../../../contracts/products';
import type { ProductSearch } from '../../../contracts/products.schemas';

export const shopSearchNames = ['q', 'sort', 'inStock', 'category'] as const;
export type ShopSearchName = (typeof shopSearchNames)[number];

/**
 * The shop's search as the page's address holds it, so a search can be shared or bookmarked. A value the
 * server would refuse (a hand-edited address) is dropped rather than sent. Checked with plain rules: the
 * shop page loads no zod.
 */
export function shopSearchOf(params: URLSearchParams): ProductSearch {
  const search: ProductSearch = {};
  const q = params.get('q')?.trim();
  if (q && q.length <= productSearchLimits.queryMax) search.q = q;
  const sort = params.get('sort');
  if (sort && isProductSort(sort)) search.sort = sort;
  const inStock = params.get('inStock');
  if (inStock === 'true' || inStock === 'false') search.inStock = inStock;
  const category = params.get('category');
  if (category && category.length <= categoryLimits.slugMax && categorySlugPattern.test(category)) search.category = category;
  return search;
}
