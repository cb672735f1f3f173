import type { Product } from '../../../contracts/products.schemas';
import { ProductCard } from './ProductCard';
import { Skeleton } from '../../components/Skeleton';
import { inTurn } from '../../page-life/inTurn';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Cards taken over this many at a time, each batch in a turn of its own (page-life rule 2): a shop's whole grid at once was one long task on a phone. */
const cardsPerTurn = 6;

interface ProductGridProps {
  products: readonly Product[];
  /** How many cards are in view when the page opens: their pictures load at once, the rest as the visitor scrolls. */
  eagerCount?: number;
}

const CardsInTurn = inTurn(function Cards({ products, firstIndex, eagerCount }: { products: readonly Product[]; firstIndex: number; eagerCount: number }) {
  return (
    <>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard {...product} imageLoading={firstIndex + index < eagerCount ? 'eager' : 'lazy'} />
        </li>
      ))}
    </>
  );
});

export function ProductGrid({ products, eagerCount = 0 }: ProductGridProps) {
  const batches = Array.from({ length: Math.ceil(products.length / cardsPerTurn) }, (_, n) => products.slice(n * cardsPerTurn, (n + 1) * cardsPerTurn));
  return (
    <ul className={grid}>
      {batches.map((batch, n) => (
        <CardsInTurn key={batch[0]?._id ?? n} products={batch} firstIndex={n * cardsPerTurn} eagerCount={eagerCount} />
      ))}
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
