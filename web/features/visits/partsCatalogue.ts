import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../contracts/products.schemas';
import { apiGet } from '../../lib/api';
import { keepForSignedIn, keptForSignedIn } from '../../lib/keptForSignedIn';

/** A catalogue part as the technician picks it: its id and name, nothing else (the server prices it). */
export type CataloguePart = { id: string; name: string };

const keptName = 'parts-catalogue';

/**
 * The shop's catalogue as the technician's phone picks used parts from it, kept on the phone (names only) so a
 * visit finished with no network can still name its parts; asked again when online.
 */
export const partsCatalogueQueryOptions = queryOptions({
  queryKey: ['parts-catalogue'],
  queryFn: async () => {
    const parts = (await apiGet<Product[]>('/products')).map((product): CataloguePart => ({ id: product._id, name: product.name }));
    keepForSignedIn(keptName, { parts, fetchedAt: Date.now() });
    return parts;
  },
  initialData: () => keptForSignedIn<{ parts: CataloguePart[] }>(keptName)?.parts,
  initialDataUpdatedAt: () => keptForSignedIn<{ fetchedAt: number }>(keptName)?.fetchedAt,
  staleTime: 10 * 60_000,
  networkMode: 'offlineFirst',
});

/** The parts whose name holds every typed word, at most `limit`. */
export function partsMatching(parts: readonly CataloguePart[], typed: string, limit = 6): CataloguePart[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return parts.filter((part) => words.every((word) => part.name.toLowerCase().includes(word))).slice(0, limit);
}
