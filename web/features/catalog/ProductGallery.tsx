import { useState } from 'react';
import type { Product } from '../../../contracts/products.schemas';
import { ProductImage } from '../../components/ProductImage';

/** The layout shows the main picture at up to 560 px (half of the 72rem page) and full width on phones. */
const mainSizes = '(min-width: 1024px) 560px, 100vw';

/** The featured picture first, then the others; a thumbnail button shows its picture large. */
export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'featuredImage' | 'images'> }) {
  const pictures = [product.featuredImage, ...product.images];
  const [shownIndex, setShownIndex] = useState(0);
  const shown = pictures[shownIndex] ?? product.featuredImage;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-box border border-grey-200 bg-grey-50">
        <ProductImage
          key={shown}
          src={shown}
          side={1200}
          sizes={mainSizes}
          loading="eager"
          fetchPriority="high"
          alt={pictures.length > 1 ? `${product.name}, picture ${shownIndex + 1} of ${pictures.length}` : product.name}
          className="aspect-square w-full object-cover"
        />
      </div>
      {pictures.length > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6">
          {pictures.map((picture, index) => (
            // The same photo may be uploaded twice, so its place in the list tells the thumbnails apart.
            <li key={`${index}-${picture}`}>
              <button
                type="button"
                onClick={() => setShownIndex(index)}
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                aria-pressed={index === shownIndex}
                className={`block w-full overflow-hidden rounded-box border-2 bg-grey-50 ${index === shownIndex ? 'border-accent' : 'border-grey-200 hover:border-navy-200'}`}
              >
                <ProductImage src={picture} side={96} sizes="96px" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
