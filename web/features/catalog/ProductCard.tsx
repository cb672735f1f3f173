import { Link } from 'react-router';
import type { Product } from '../../../contracts/products.schemas';
import { formatNaira } from '../../lib/money';
import { ProductImage } from '../../components/ProductImage';

/** The demo and uploaded product pictures are square; the card shows them at up to 400 px. */
const imageSide = 400;

/** The grids show two cards across on phones, three on tablets and four in the 72rem page width. */
const gridSizes = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw';

/** The pictures in view when a page opens are its largest paint: fetched ahead of the rest, drawn on arrival. */
const inViewPicture = { fetchPriority: 'high', decoding: 'auto' } as const;

type ProductCardProps = Pick<Product, '_id' | 'name' | 'price' | 'featuredImage' | 'soldOut'> & {
  /** 'eager' for the cards in view when the page opens; the rest load as they scroll near. */
  imageLoading?: 'eager' | 'lazy';
};

/** A product in a grid: picture, name and price, the whole card linking to its details. */
export function ProductCard({ _id, name, price, featuredImage, soldOut, imageLoading = 'lazy' }: ProductCardProps) {
  return (
    <Link to={`/products/details/${_id}`} className="group flex h-full flex-col overflow-hidden rounded-box border border-grey-200 bg-white hover:shadow-raised">
      <div className="relative aspect-square bg-grey-50">
        <ProductImage
          src={featuredImage}
          side={imageSide}
          sizes={gridSizes}
          loading={imageLoading}
          {...(imageLoading === 'eager' && inViewPicture)}
          className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
        />
        {soldOut && <span className="absolute top-2 left-2 rounded-box bg-navy-900 px-2 py-1 text-sm font-semibold text-white">Sold out</span>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold text-navy-900 sm:text-base">{name}</h3>
        <p className="mt-auto font-bold text-navy-700 tabular-nums">{formatNaira(price)}</p>
      </div>
    </Link>
  );
}
