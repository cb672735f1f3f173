import type { Product } from '../../../contracts/products.schemas';
import { ProductCard } from './ProductCard';
import { Skeleton } from '../../components/Skeleton';
import { InBatches } from '../../page-life/InBatches';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Cards taken over this many a turn (page-life/InBatches.tsx). */
const cardsPerTurn = 6;

interface ProductGridProps {
  products: readonly Product[];
  /** How many cards are in view when the page opens: their pictures load at once, the rest as the visitor scrolls. */
  eagerCount?: number;
}

export function ProductGrid({ products, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className={grid}>
      <InBatches items={products} size={cardsPerTurn}>
        {(product, index) => (
          <li key={product._id}>
            <ProductCard {...product} imageLoading={index < eagerCount ? 'eager' : 'lazy'} />
          </li>
        )}
      </InBatches>
    </ul>
  );
}

/** Cards' outline while they load: a square picture over two lines of text. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-box border border-grey-200">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3 sm:p-4">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
